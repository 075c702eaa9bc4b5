import type { Locale } from '@toolbox/contracts';

export type { Locale };

/** Text in both languages the product ships. */
export type Localized = Record<Locale, string>;

/**
 * How a function is charged (the spec's openLevel): 1 paid per use with price and point,
 * 2 member-priority processing, 3 priced per page in points, 4 desktop-only, 0 points per use.
 */
export type OpenLevel = 0 | 1 | 2 | 3 | 4;

/** Where the work happens: in the visitor's browser, as a server task, or in the desktop agent. */
export type RunPlace = 'browser' | 'server' | 'desktop';

export type CategoryCode =
  | 'pdf'
  | 'document'
  | 'image'
  | 'id_photo'
  | 'audio_video'
  | 'text'
  | 'code'
  | 'finance'
  | 'generator'
  | 'chart'
  | 'network'
  | 'life'
  | 'game'
  | 'file'
  | 'desktop';

export interface CategoryDef {
  code: CategoryCode;
  name: Localized;
}

export interface ToolDef {
  /** The spec's function code, also the route segment under /func/ or /desktop-func/. */
  code: string;
  category: CategoryCode;
  name: Localized;
  /** One line saying what the tool does. */
  description: Localized;
  openLevel: OpenLevel;
  /** Price in yuan (cn) or dollars (intl) for openLevel 1; 0 otherwise. */
  price: number;
  /** Credits per use (or per page for openLevel 3). */
  point: number;
  /** Free uses a day before credits are asked for. */
  freeCount: number;
  runs: RunPlace;
  /** On the mascot's recommended list. */
  wang: boolean;
  /** True once the tool really works end to end; only built tools are listed to users. */
  built: boolean;
  /** Extra search words (synonyms) in each language. */
  keywords?: Partial<Record<Locale, string[]>>;
  /** The tool's icon, a Lucide icon name from `tool-icons.ts` (set for every catalogue tool). */
  icon?: string;
}
