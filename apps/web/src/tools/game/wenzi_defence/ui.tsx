import { useEffect, useId, useRef, useState } from "react";
import { START_LIVES } from "@toolbox/toolkit/games";
import { useTranslation } from "react-i18next";
import { useToolTranslation } from "../../../framework/tool-context.ts";
import { FallingWordView } from "./falling-word.tsx";
import { TypeInput } from "./type-input.tsx";
import { useDefence, type WordSet } from "./use-defence.ts";
import "./wenzi-defence.css";

export default function WenziDefenceTool() {
  const { t } = useToolTranslation();
  const { i18n } = useTranslation();
  const [wordSet, setWordSet] = useState<WordSet>(() =>
    i18n.language.startsWith("zh") ? "zh" : "en",
  );
  const defence = useDefence(wordSet);
  const { game, phase } = defence;
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), set: useId() };

  useEffect(() => {
    if (phase === "playing") inputRef.current?.focus();
  }, [phase]);

  const target = game.words.find((w) => w.id === game.targetId);
  const stats: Array<[string, string | number, string]> = [
    [t("score"), game.score, "score"],
    [t("level"), game.level, "level"],
    [t("best"), defence.best, "best"],
  ];

  return (
    <div className="wenzi-defence">
      <div className="wd-top">
        <div className="field wd-set">
          <label htmlFor={ids.set}>{t("words")}</label>
          <select
            id={ids.set}
            value={wordSet}
            disabled={phase === "playing" || phase === "paused"}
            onChange={(e) => setWordSet(e.target.value as WordSet)}
          >
            <option value="zh">{t("chinese")}</option>
            <option value="en">{t("english")}</option>
          </select>
        </div>
        <dl className="wd-stats">
          {stats.map(([label, value, id]) => (
            <div key={id}>
              <dt>{label}</dt>
              <dd data-testid={`wd-${id}`}>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t("lives")}</dt>
            <dd
              className="wd-lives"
              aria-label={t("livesLeft", { count: game.lives })}
              data-testid="wd-lives"
            >
              {"♥".repeat(game.lives)}
              <span className="wd-lost">
                {"♥".repeat(START_LIVES - game.lives)}
              </span>
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={defence.togglePause}
          disabled={phase !== "playing" && phase !== "paused"}
        >
          {phase === "paused" ? t("resume") : t("pause")}
        </button>
      </div>

      <div
        className="wd-field"
        role="region"
        aria-label={t("field")}
        onClick={() => inputRef.current?.focus()}
      >
        <ul className="wd-words">
          {game.words.map((w) => (
            <FallingWordView
              key={w.id}
              word={w}
              typed={w.id === game.targetId ? game.typed : ""}
            />
          ))}
        </ul>
        {phase !== "playing" ? (
          <div className="wd-overlay">
            <p className="wd-overlay-title">
              {phase === "ready"
                ? t("ready")
                : phase === "paused"
                  ? t("paused")
                  : t("gameOver")}
            </p>
            {phase === "over" ? (
              <p>
                {t("score")}: {game.score} ·{" "}
                {t("destroyed", { count: game.destroyed })}
                {defence.newBest ? (
                  <strong className="wd-best"> · {t("newBest")}</strong>
                ) : null}
              </p>
            ) : null}
            <button
              type="button"
              className="btn btn-primary"
              onClick={phase === "paused" ? defence.togglePause : defence.start}
            >
              {phase === "ready"
                ? t("start")
                : phase === "paused"
                  ? t("resume")
                  : t("restart")}
            </button>
          </div>
        ) : null}
      </div>

      <div className="wd-typing">
        <TypeInput
          ref={inputRef}
          id={ids.input}
          label={t("typeHere")}
          placeholder={t("typePlaceholder")}
          disabled={phase !== "playing"}
          onText={defence.type}
          onBackspace={defence.back}
          onEscape={defence.togglePause}
        />
        <p className="wd-typed" aria-live="polite" data-testid="wd-typed">
          {target ? t("target", { word: target.text }) : ""}
          {target ? (
            <>
              {" · "}
              <mark>{game.typed}</mark>
            </>
          ) : null}
        </p>
      </div>
      <p className="muted wd-hint">
        {wordSet === "zh" ? t("hintZh") : t("hintEn")}
      </p>
    </div>
  );
}
