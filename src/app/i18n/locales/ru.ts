/** Русский (plural forms: one, few, many, other). */
export const ru = {
  app: {
    title: 'CSP-песочница',
    tagline:
      'Нарисуйте или загрузите кроссворд, судоку или футошики, решите его как задачу удовлетворения ограничений и проследите за каждым шагом поиска. Файл .slots, .grid, словарь, судоку (.sdk, .txt) или футошики можно перетащить в любое место окна.',
    drop: 'Перетащите файл слотов, сетки, словаря, судоку или футошики',
  },
  header: {
    puzzle: 'Головоломка',
    trySample: '✦ Попробовать пример',
    samples: 'Примеры головоломок',
    samplesPlaceholder: 'Примеры…',
    openFile: 'Открыть файл…',
    language: 'Язык',
  },
  count: {
    nodes_one: '{{count, number}} узел',
    nodes_few: '{{count, number}} узла',
    nodes_many: '{{count, number}} узлов',
    nodes_other: '{{count, number}} узла',
    backtracks_one: '{{count, number}} возврат',
    backtracks_few: '{{count, number}} возврата',
    backtracks_many: '{{count, number}} возвратов',
    backtracks_other: '{{count, number}} возврата',
    solutions_one: '{{count, number}} решение',
    solutions_few: '{{count, number}} решения',
    solutions_many: '{{count, number}} решений',
    solutions_other: '{{count, number}} решения',
    words_one: '{{count, number}} слово',
    words_few: '{{count, number}} слова',
    words_many: '{{count, number}} слов',
    words_other: '{{count, number}} слова',
  },
};
