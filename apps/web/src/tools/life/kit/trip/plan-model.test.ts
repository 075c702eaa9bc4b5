import { describe, expect, it } from 'vitest';
import {
  dayDate,
  distanceKm,
  estimateMinutes,
  legMinutes,
  newPlace,
  newPlan,
  planTotals,
  summarizeDay,
} from './plan-model.ts';

// Real places: Hangzhou's Broken Bridge and Lingyin Temple; Beijing and Shanghai railway stations.
const brokenBridge = {
  ...newPlace('Broken Bridge'),
  lat: 30.2587,
  lng: 120.1505,
  cost: 0,
  mode: 'walk' as const,
};
const lingyin = { ...newPlace('Lingyin Temple'), lat: 30.2408, lng: 120.1016, cost: 75 };
const beijing = { ...newPlace('Beijing'), lat: 39.9042, lng: 116.4074, mode: 'train' as const };
const shanghai = { ...newPlace('Shanghai'), lat: 31.2304, lng: 121.4737 };

describe('the trip plan model', () => {
  it('measures great-circle distances (Beijing–Shanghai about 1070 km)', () => {
    expect(distanceKm(beijing, shanghai)).toBeGreaterThan(1060);
    expect(distanceKm(beijing, shanghai)).toBeLessThan(1080);
    expect(distanceKm(brokenBridge, brokenBridge)).toBe(0);
  });

  it('estimates a leg by its mode from the distance, and takes the user’s own minutes over it', () => {
    // 5.1 km straight, ×1.3 on foot at 4.5 km/h ≈ 88 min; by train Beijing–Shanghai ≈ 9 h.
    const walk = estimateMinutes(brokenBridge, lingyin)!;
    expect(walk).toBeGreaterThan(80);
    expect(walk).toBeLessThan(95);
    const train = estimateMinutes(beijing, shanghai)!;
    expect(train).toBeGreaterThan(8 * 60);
    expect(train).toBeLessThan(10 * 60);
    expect(legMinutes({ ...brokenBridge, travelMinutes: 20 }, lingyin)).toEqual({
      minutes: 20,
      estimated: false,
    });
    expect(legMinutes(brokenBridge, lingyin)).toEqual({ minutes: walk, estimated: true });
    expect(legMinutes(brokenBridge, newPlace('somewhere'))).toEqual({ minutes: null, estimated: false });
    expect(legMinutes(brokenBridge, undefined)).toEqual({ minutes: null, estimated: false });
  });

  it('sums a day’s costs and travel, counting the legs it cannot estimate', () => {
    const day = summarizeDay([brokenBridge, lingyin, { ...newPlace('Tea house'), cost: 38.5 }]);
    expect(day.cost).toBe(113.5);
    expect(day.travelMinutes).toBe(estimateMinutes(brokenBridge, lingyin));
    expect(day.unknownLegs).toBe(1);
  });

  it('sets the plan’s spending against its budget', () => {
    const plan = {
      ...newPlan('Hangzhou'),
      budget: 100,
      days: [
        { title: '', places: [brokenBridge, lingyin] },
        { title: '', places: [{ ...newPlace('Hotel'), cost: 420 }] },
      ],
    };
    expect(planTotals(plan)).toMatchObject({ cost: 495, left: -395 });
    expect(planTotals({ ...plan, budget: 0 }).left).toBeNull();
  });

  it('dates each day from the start date, across month ends', () => {
    expect(dayDate('2026-01-30', 3)).toBe('2026-02-02');
    expect(dayDate('', 3)).toBe('');
  });
});
