/** The conveyor's timing, pure so it can be tested: when the next box comes and how long it travels. */
import { CONVEYOR } from "#app/core/spec/index.ts";

export type ConveyorTiming = (typeof CONVEYOR)[keyof typeof CONVEYOR];

/** `random` is Math.random in the page and a fixed sequence in tests. */
export function nextSpawnDelay(timing: ConveyorTiming, random: () => number): number {
  return timing.spawnBaseMs + random() * timing.spawnJitterMs;
}

export function travelTime(timing: ConveyorTiming, random: () => number): number {
  return timing.travelMinMs + random() * (timing.travelMaxMs - timing.travelMinMs);
}

/** Boxes alive at once can never exceed the longest trip over the shortest gap, plus the one entering. */
export function maxBoxesOnBelt(timing: ConveyorTiming): number {
  return Math.ceil(timing.travelMaxMs / timing.spawnBaseMs) + 1;
}
