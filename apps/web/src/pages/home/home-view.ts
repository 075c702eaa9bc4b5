/** The home's two views (spec section 2): every tool by category, or the user's favourites. */
export type HomeView = 'all' | 'favourites';
export const HOME_VIEWS: readonly HomeView[] = ['all', 'favourites'];

/** localStorage key of the view last chosen, so the home opens where the visitor left it. */
export const HOME_VIEW_KEY = 'toolbox.homeView';

export function storedHomeView(): HomeView {
  try {
    return localStorage.getItem(HOME_VIEW_KEY) === 'favourites' ? 'favourites' : 'all';
  } catch {
    return 'all';
  }
}

export function storeHomeView(view: HomeView): void {
  try {
    localStorage.setItem(HOME_VIEW_KEY, view);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}
