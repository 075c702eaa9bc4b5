import { tripPlanSchema, type TripPlan } from '@toolbox/contracts';
import { newPlan } from '../kit/trip/plan-model.ts';

const KEY = 'toolbox.trip-plan';

/** The plan being edited, kept in this browser (a damaged or missing one gives a new plan). */
export function loadPlan(): TripPlan {
  try {
    const parsed = tripPlanSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : newPlan();
  } catch {
    return newPlan();
  }
}

export function savePlan(plan: TripPlan): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(plan));
  } catch {
    // storage full or blocked: the plan lives on in the page
  }
}
