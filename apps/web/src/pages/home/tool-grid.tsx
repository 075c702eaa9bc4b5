import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Func } from '@toolbox/contracts';
import { FavouriteStar } from '../../features/favourites/favourite-star.tsx';
import { ToolIcon } from '../../features/tool-icons/tool-icon.tsx';
import { funcDescription, funcName } from '../../queries/catalog-data.ts';
import { useIsMobile, useLocale } from '../../shell/hooks.ts';
import { opensInNewTab, toolPath } from '../../shell/open-tool.ts';
import { groupTools } from './group-tools.ts';

function ToolCard({ func, newTab }: { func: Func; newTab: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = funcDescription(func, locale);
  return (
    <li className="tool-card-item">
      <Link
        to={toolPath(func.code)}
        className="tool-card"
        data-code={func.code}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        <ToolIcon code={func.code} family={func.categoryCode} className="tool-card-icon" />
        <span className="tool-card-body">
          <span className="tool-card-name">{funcName(func, locale)}</span>
          <span className="tool-card-desc" title={description}>
            {description}
          </span>
          {newTab ? <span className="visually-hidden"> {t('tool.opensInNewTab')}</span> : null}
        </span>
      </Link>
      <FavouriteStar func={func} className="tool-card-star" />
    </li>
  );
}

/** A category's tools in the 3-column grid; more than 12 are shown as groups of 9. */
export function ToolGrid({ tools }: { tools: readonly Func[] }) {
  const { t } = useTranslation();
  const newTab = opensInNewTab(useIsMobile());
  const groups = groupTools(tools);
  if (groups.length === 1) {
    return (
      <ul className="tool-grid">
        {groups[0]!.map((func) => (
          <ToolCard key={func.code} func={func} newTab={newTab} />
        ))}
      </ul>
    );
  }
  let from = 1;
  return (
    <div className="tool-groups tool-grid">
      {groups.map((group, index) => {
        const label = t('home.group', { from, to: from + group.length - 1 });
        from += group.length;
        return (
          <section key={index} className="tool-group" aria-label={label} data-testid="tool-group">
            <ul className="tool-grid">
              {group.map((func) => (
                <ToolCard key={func.code} func={func} newTab={newTab} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
