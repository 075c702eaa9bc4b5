/** The strings every arcade game shows; each game spreads them into its locales and adds `ready` and `restart`. */
export const arcadeStrings = {
  'zh-CN': {
    start: '开始游戏',
    pause: '暂停',
    resume: '继续',
    paused: '已暂停',
    gameOver: '游戏结束',
    newBest: '新纪录！',
    score: '得分',
    best: '最高分',
  },
  en: {
    start: 'Start game',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    gameOver: 'Game over',
    newBest: 'New best score!',
    score: 'Score',
    best: 'Best',
  },
};
