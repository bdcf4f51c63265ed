/** 简体中文 (Chinese has one plural form: `_other`). */
export const zh = {
  app: {
    title: 'CSP 演练场',
    tagline:
      '绘制或载入填字游戏、数独或不等式数独（Futoshiki），把它当作约束满足问题求解，并观看搜索的每一步。可以把 .slots、.grid、词表、数独（.sdk、.txt）或 Futoshiki 文件拖到页面任意位置。',
    drop: '拖放槽位文件、网格文件、词典、数独或 Futoshiki 文件',
  },
  header: {
    puzzle: '谜题',
    trySample: '✦ 试试示例谜题',
    samples: '示例谜题',
    samplesPlaceholder: '示例…',
    openFile: '打开文件…',
    language: '语言',
  },
  count: {
    nodes_other: '{{count, number}} 个结点',
    backtracks_other: '{{count, number}} 次回溯',
    solutions_other: '{{count, number}} 个解',
    words_other: '{{count, number}} 个单词',
  },
  layout: {
    toggle: '教学布局',
    toggleHint: '左侧是棋盘和播放器，右侧并排显示两到三个教学视图：适合投影仪（1280 × 720 或更大）。关闭：用于绘制的布局。',
    settings: '设置：词典、算法、图例',
    slot: '视图 {{n}}',
    swap: '互换',
    view: {
      domains: '值域',
      why: '原因',
      arcs: '弧',
      graph: '约束图',
      tree: '搜索树',
      compare: '比较',
    },
  },
};
