import type { Func } from '@toolbox/contracts';
import { functionsResource } from '../../queries/catalog-data.ts';
import { adListResource } from '../site-content/site-content-api.ts';

/**
 * The functions of a recommendation list (`func_recommend` for the carousel, `func_wang` for the
 * mascot), in the operator's order, keeping only those listed now (an unbuilt or removed tool is
 * left out). Both lists are cached 3600 s (spec section 9).
 */
export function useRecommendedFuncs(code: string): { funcs: Func[]; ready: boolean } {
  const list = adListResource(code).use();
  const functions = functionsResource.use();
  if (!list.data || !functions.data) return { funcs: [], ready: false };
  const byCode = new Map(functions.data.map((f) => [f.code, f]));
  const seen = new Set<string>();
  const funcs = list.data.flatMap((item) => {
    const func = item.funcCode ? byCode.get(item.funcCode) : undefined;
    if (!func || seen.has(func.code)) return [];
    seen.add(func.code);
    return [func];
  });
  return { funcs, ready: true };
}
