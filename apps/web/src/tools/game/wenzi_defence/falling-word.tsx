import type { FallingWord } from '@toolbox/toolkit/games';

/** A word with what is typed of it highlighted; Chinese words show their pinyin underneath. */
export function FallingWordView(props: { word: FallingWord; typed: string }) {
  const { word, typed } = props;
  const [pinyin] = word.keys;
  const chinese = word.text !== pinyin;
  const typedHanzi = chinese && typed && word.text.startsWith(typed) ? typed.length : 0;
  const typedPinyin = typed && pinyin?.startsWith(typed) ? typed.length : 0;
  const split = (text: string, n: number) => (
    <>
      {n > 0 ? <mark>{text.slice(0, n)}</mark> : null}
      {text.slice(n)}
    </>
  );
  return (
    <li
      className={`wd-word${typed ? ' is-target' : ''}`}
      style={{ left: `${word.x * 100}%`, top: `${word.y * 100}%` }}
      data-testid="wd-word"
    >
      <span className="wd-text" lang={chinese ? 'zh-CN' : 'en'}>
        {split(word.text, chinese ? typedHanzi : typedPinyin)}
      </span>
      {chinese && pinyin ? <span className="wd-pinyin">{split(pinyin, typedPinyin)}</span> : null}
    </li>
  );
}
