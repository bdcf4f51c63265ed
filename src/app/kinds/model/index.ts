/**
 * The model kind: a MiniZinc model of the user's own (or a FlatZinc file), compiled by MiniZinc
 * itself in the browser (compiler.ts) with our solver library, read into the engine by
 * src/puzzles/model and drawn as its constraint graph. The board state is the model's text, its
 * data and their names (puzzle.ts), with the compilation the store attached to it (compiled.ts).
 */
import { readKind } from '../../../puzzles/kind.ts';
import { model, type ModelFile } from '../../../puzzles/model/kind.ts';
import { i18n, msg, textOf } from '../../i18n/index.ts';
import type { PuzzleKindModule, ShownStep } from '../kind.ts';
import type { StepNames } from '../sentences.ts';
import { escapeXml, num, svgDocument } from '../svg.ts';
import { compilationOf, errorLine, modelInfo, valueName, type ReadModel } from './compiled.ts';
import { EMPTY_MODEL, isFlatZinc, lineCount, uncompiled, withFile, type ModelOp, type ModelPuzzle } from './puzzle.ts';
import { modelGraph, modelNodes } from './view.ts';

/** Names in the step sentences: variables and values as the model names them (`wa`, `q[3]`, `red`). */
export function modelNames(info: ReadModel | null): StepNames {
  const variable = (v: number) => info?.sketch.names[v] ?? i18n.t('sentence.aVariable');
  const value = (v: number, x: number) => (info ? valueName(info, v, x) : String(x));
  return {
    nouns: 'variable',
    variable,
    value,
    constraint: (c) => {
      const label = info?.sketch.constraints[c]?.label;
      return label ? textOf(label) : '';
    },
    assignment: (v, x) => i18n.t('sentence.assignValue', { variable: variable(v), value: value(v, x) }),
  };
}

/** Why a model cannot be searched now, or null (the compiler's and the reader's words). */
export function modelRefusal(p: ModelPuzzle): string | null {
  if (p.text.trim() === '') return i18n.t('model.empty');
  const c = compilationOf(p);
  if (!c || c.state === 'compiling') return i18n.t('model.stillCompiling');
  if (c.state === 'failed') return c.errors[0] ? errorLine(c.errors[0], p) : i18n.t('model.failed');
  const info = modelInfo(p);
  if (info && !info.ok) return i18n.t('model.refused', { reason: errorLine(info.refusal, p) });
  return null;
}

function shownValues(step: ShownStep | null): Int32Array | null {
  return step?.values ?? null;
}

/** The constraint graph as a standalone SVG (the export). */
function modelSvg(p: ModelPuzzle, step: ShownStep | null): string {
  const info = modelInfo(p);
  if (!info?.ok) return svgDocument(320, 60, p.name, [`<text x="10" y="35" font-size="14">${escapeXml(p.name)}</text>`]);
  const g = modelGraph(info);
  const nodes = modelNodes(info, shownValues(step), step?.masks ?? null, null, (n) => `${n} values`);
  const W = 640;
  const H = 480;
  const X = (i: number) => 40 + g.x[i]! * (W - 80);
  const Y = (i: number) => 40 + g.y[i]! * (H - 80);
  const body: string[] = [];
  for (const [a, b] of g.edges) body.push(`<line x1="${num(X(a))}" y1="${num(Y(a))}" x2="${num(X(b))}" y2="${num(Y(b))}" stroke="#94a3b8"/>`);
  g.hubs.forEach((_, i) => body.push(`<rect x="${num(X(g.variables + i) - 3)}" y="${num(Y(g.variables + i) - 3)}" width="6" height="6" fill="#64748b"/>`));
  nodes.forEach((node, v) => {
    const r = node.introduced ? 8 : 14;
    body.push(`<circle cx="${num(X(v))}" cy="${num(Y(v))}" r="${r}" fill="${node.fill ?? '#ffffff'}" stroke="#1e293b"/>`);
    body.push(`<text x="${num(X(v))}" y="${num(Y(v) - r - 4)}" font-size="12" text-anchor="middle" fill="#0f172a">${escapeXml(node.name)}</text>`);
    body.push(`<text x="${num(X(v))}" y="${num(Y(v) + r + 13)}" font-size="11" text-anchor="middle" fill="#075985">${escapeXml(node.text)}</text>`);
  });
  return svgDocument(W, H, p.name, body);
}

/** The model at a step as text: one `name = value` (or its domain) per line. */
function modelText(p: ModelPuzzle, step: ShownStep | null): string {
  const info = modelInfo(p);
  if (!info?.ok) return p.text;
  return modelNodes(info, shownValues(step), step?.masks ?? null, null, (n) => `${n} values`)
    .map((node) => `${node.name} = ${node.text}`)
    .join('\n');
}

export const modelKind: PuzzleKindModule<ModelPuzzle, ModelOp> = {
  id: 'model',
  label: 'Model',
  noun: msg('restore.part.board.model'),

  empty: () => EMPTY_MODEL,
  cleared: (p) => ({ ...EMPTY_MODEL, name: p.name }),
  resized: () => null,
  cellCount: (p) => Math.max(1, modelInfo(p)?.ok ? (modelInfo(p) as ReadModel).sketch.names.length : 1),
  edit(p, op) {
    switch (op.type) {
      case 'text':
        return op.text === p.text ? null : { puzzle: { ...uncompiled(p), text: op.text }, label: msg('names.undo.editModel') };
      case 'data':
        return op.data === p.data ? null : { puzzle: { ...uncompiled(p), data: op.data }, label: msg('names.undo.editData') };
      case 'file':
        return { puzzle: withFile(p, op.name, op.text), label: msg('names.undo.open', { name: op.name }) };
    }
  },
  describe: (p) => `${p.name}, ${lineCount(p.text)} lines`,

  // A text read under a name that is not a model's file name (a saved board, a paste) is `model.mzn`.
  parse: (text, name) => readKind(model, text, name).map((file) => withFile(EMPTY_MODEL, /\.(mzn|dzn|fzn)$/i.test(file.name) ? file.name : EMPTY_MODEL.name, file.text)),
  serialize: (p) => p.text,
  // A .dzn is the data of the model shown; a .mzn or .fzn a model of its own.
  fromFile(puzzles, _name, board) {
    const file = puzzles[0] as ModelFile;
    return { source: /\.dzn$/i.test(file.name) ? board.source : file.name, puzzles: [withFile(board.puzzle, file.name, file.text)] };
  },
  fileSummary: (_puzzles, name) => msg('loadQuestion.model', { name }),
  openAs: msg('loadQuestion.openAsModel'),
  save: (p) => ({ name: p.name, text: p.text, data: p.data, dataName: p.dataName }),
  restore(part) {
    const { name, text, data, dataName } = part;
    if (typeof name !== 'string' || typeof text !== 'string' || !/\.(mzn|fzn)$/i.test(name)) return null;
    return {
      name,
      text,
      data: typeof data === 'string' ? data : '',
      dataName: typeof dataName === 'string' && /\.dzn$/i.test(dataName) ? dataName : EMPTY_MODEL.dataName,
    };
  },

  usesDictionary: false,
  refusal: modelRefusal,
  variables: (p) => {
    const info = modelInfo(p);
    return info?.ok ? info.sketch.names.length : 0;
  },
  request(p, { runId, options, settings }) {
    const c = compilationOf(p);
    const fzn = c?.state === 'compiled' ? c.fzn : '';
    const puzzle = isFlatZinc(p) ? { name: p.name, fzn } : { name: `${p.name} (compiled)`, fzn, source: p.text };
    return { type: 'solve', kind: 'model', runId, puzzle, alldiff: settings.alldiff, reuse: settings.reuse, options };
  },

  stepNames: (p) => {
    const info = modelInfo(p);
    return modelNames(info?.ok ? info : null);
  },

  svg: modelSvg,
  text: modelText,
  file: (p) => model.write({ name: p.name, text: p.text }),
  valueText: (p, _words, v, x) => {
    const info = modelInfo(p);
    return info?.ok ? valueName(info, v, x) : String(x);
  },

  samples: [
    { file: '../models/australia.mzn', label: msg('catalog.sample.modelAustralia') },
    { file: '../models/send-more-money.mzn', label: msg('catalog.sample.modelSendMore') },
    { file: '../models/zebra.mzn', label: msg('catalog.sample.modelZebra') },
    { file: '../models/exam-timetable.mzn', label: msg('catalog.sample.modelExam') },
    { file: '../models/queens.mzn', label: msg('catalog.sample.modelQueens') },
    { file: '../models/australia-tree.mzn', label: msg('tree.sample') },
    { file: '../models/backpack.mzn', label: msg('optimise.sample') },
  ],
  quickSample: '../models/australia.mzn',
  // A first visit's model is Australia (an empty model teaches nothing).
  firstSample: '../models/australia.mzn',
};
