/** The front door of src/app/teaching/ui: what other folders may use. */
// -- front door --
export * from './Guide.tsx';
export * from './Lesson.tsx';
export * from './NoFillHint.tsx';
export * from './TeachingPanel.tsx';
export * from './TeachingViews.tsx';
export * from './overlay.ts';
