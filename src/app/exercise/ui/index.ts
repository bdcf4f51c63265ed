/** The front door of src/app/exercise/ui: what other folders may use. */
// -- front door --
export * from './ExercisePanel.tsx';
export * from './ReadyExercises.tsx';
export * from './GraphAnswers.tsx';
export * from './DomainAnswers.tsx';
