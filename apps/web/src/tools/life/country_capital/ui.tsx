import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Browse } from './browse.tsx';
import { Quiz } from './quiz.tsx';
import './country-capital.css';

type Tab = 'browse' | 'quiz';

export default function CountryCapitalTool() {
  const { t } = useToolTranslation();
  const [tab, setTab] = useState<Tab>('browse');
  const tabs: Tab[] = ['browse', 'quiz'];
  return (
    <div className="country-capital">
      <div className="tabs" role="tablist" aria-label={t('tabs.browse')}>
        {tabs.map((id) => (
          <button
            key={id}
            id={`cc-tab-${id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === id}
            aria-controls={`cc-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                const next = id === 'browse' ? 'quiz' : 'browse';
                setTab(next);
                document.getElementById(`cc-tab-${next}`)?.focus();
              }
            }}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id={`cc-panel-${tab}`} role="tabpanel" aria-labelledby={`cc-tab-${tab}`} className="card">
        {tab === 'browse' ? <Browse /> : <Quiz />}
      </div>
    </div>
  );
}
