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
  lesson: {
    open: '引导课程',
    openTitle: '引导课程：在同一个 8 × 8 谜题上演示朴素回溯、前向检查和弧相容',
    title: '引导课程',
    chapterOf: '第 {{index}} 章，共 {{total}} 章',
    prev: '← 上一章',
    next: '下一章 →',
    close: '关闭',
    jump: '显示这一步',
    running: '正在求解，并把搜索播放到这一步……',
    reached: '停在第 {{step, number}} 步（共 {{total, number}} 步）。',
    missing: '这次运行中没有这样的一步。',
    settings: '设置：{{inference}}，静态顺序，单词按字母顺序，英语常用词。关闭课程后会恢复你自己的设置。',
    inference: { none: '回溯（只检查已赋值的槽位）', fc: '前向检查', mac: 'MAC（每放一个单词后运行 AC-3）' },
    chapters: {
      backtracking: {
        title: '朴素回溯',
        intro: '回溯法按固定顺序（1-横、1-竖……）填写槽位，按字母顺序尝试单词，并且只把新单词与已经放好的单词比较。请注意它第一次不得不撤回一个单词的时刻。',
      },
      forwardChecking: {
        title: '前向检查',
        intro: '前向检查以同样的方式放置单词，但每放一个单词，就从每个与之交叉的槽位中删去不再合适的单词。请注意第一个一个单词都不剩的槽位。',
      },
      arcConsistency: {
        title: '弧相容（MAC）',
        intro: 'MAC 更进一步：每放一个单词，它都会反复修正每一条弧，也就是每一对交叉的槽位，直到一个槽位里剩下的每个单词在另一个槽位里都有搭配。请注意第一个因两个空槽位之间的弧而被删去的单词。',
      },
    },
    why: {
      backtrackClash: '原因：{{slot}} 中的“{{word}}”与 {{other}} 中的“{{otherWord}}”在交叉处的字母不一致，而朴素回溯只在放下单词之后才检查，所以它撤回“{{word}}”，改试下一个单词。',
      backtrackDeadEnd: '原因：在 {{slot}} 放入“{{word}}”之后，后面已无单词可填，所以搜索撤回它，改试下一个单词。',
      wipeout: '原因：在 {{other}} 放入“{{otherWord}}”删去了 {{slot}} 中最后一个合适的单词，所以前向检查立刻发现这条死路，而搜索根本还没去填 {{slot}}。',
      arcPrune: '原因：{{other}} 中仍然可能的单词没有一个能在交叉处与“{{word}}”吻合，所以“{{word}}”被从 {{slot}} 中删去，尽管这两个槽位都还是空的：弧相容检查每一对交叉槽位，而前向检查只看刚填好的槽位。',
    },
    hint: {
      emptySlot: '可以这样改：{{slot}}（{{length}} 个字母）在 {{dictionary}} 中没有单词；添加黑格把它变短，或者换一个更大的词典。',
      noBlocks: '可以这样改：棋盘上没有黑格，所以每个槽位都有 {{length}} 个字母，并与另一方向的每个槽位交叉；{{dictionary}} 只有 {{count, number}} 个 {{length}} 个字母的单词，不足以填满这样的方阵。添加黑格做出更短的槽位，或者换一个更大的词典。',
      ac3: '可以这样改：在搜索开始之前，AC-3 就让 {{slot}}（{{length}} 个字母）没有任何与交叉处相符的单词（{{dictionary}} 有 {{count, number}} 个 {{length}} 个字母的单词）；添加黑格把它变短或切断一个交叉，或者换一个更大的词典。',
      search: '可以这样改：搜索已经尝试了 {{dictionary}} 中单词的所有组合；添加黑格、清除一个给定字母、允许同一个单词用两次，或者换一个更大的词典。',
    },
  },
};
