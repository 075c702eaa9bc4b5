import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adListCodes } from '@toolbox/contracts/paths';
import { Icon } from '../../ui/icons.tsx';
import { Carousel, SIDE_ROTATION_MS } from './recommend-carousel.tsx';
import { useRecommendedFuncs } from './recommended-funcs.ts';
import { Robot } from './robot.tsx';
import './recommend.css';

/** The spec's mascot visibility check (section 9). */
export const MASCOT_CHECK_MS = 500;

/** Whether the element matching `selector` shows any part of itself in the window. */
function inView(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * The mascot robot of the home page: it comes out when the recommended tools are not in sight
 * (closed, absent or scrolled away; looked at every 500 ms) and offers the mascot's list
 * (`func_wang`) in a bubble that turns every 6 s. It can be hidden for the page.
 */
export function Mascot({ newTab, carouselSelector }: { newTab: boolean; carouselSelector: string }) {
  const { t } = useTranslation();
  const { funcs } = useRecommendedFuncs(adListCodes.mascot);
  const [visible, setVisible] = useState(() => !inView(carouselSelector));
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setVisible(!inView(carouselSelector)), MASCOT_CHECK_MS);
    return () => clearInterval(timer);
  }, [carouselSelector]);

  if (hidden || funcs.length === 0 || (!visible && !open)) return null;
  return (
    <div className="mascot" data-testid="mascot">
      {open ? (
        <div className="mascot-bubble">
          <p className="mascot-hello">{t('recommend.mascot.hello')}</p>
          <Carousel
            funcs={funcs}
            intervalMs={SIDE_ROTATION_MS}
            newTab={newTab}
            label={t('recommend.mascot.title')}
            className="mascot-carousel"
            extra={
              <button
                type="button"
                className="icon-button"
                aria-label={t('recommend.mascot.hide')}
                title={t('recommend.mascot.hide')}
                onClick={() => setHidden(true)}
              >
                <Icon name="close" size={18} />
              </button>
            }
          />
        </div>
      ) : null}
      <button
        type="button"
        className="mascot-button"
        aria-expanded={open}
        aria-label={open ? t('recommend.mascot.close') : t('recommend.mascot.open')}
        title={open ? t('recommend.mascot.close') : t('recommend.mascot.open')}
        onClick={() => setOpen(!open)}
      >
        <Robot size={56} />
      </button>
    </div>
  );
}
