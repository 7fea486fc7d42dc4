import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { APPLICATION_STAGES, type ApplicationStage } from 'contracts/staff-rules';

/** Arrow keys that move a card to the next stage, and to the previous one (columns side by side or stacked). */
const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/** The stage an arrow key leads to from `stage`, or none past either end. */
export function stageAfterKey(stage: ApplicationStage, code: string): ApplicationStage | undefined {
  const step = FORWARD.has(code) ? 1 : BACKWARD.has(code) ? -1 : 0;
  if (step === 0) return undefined;
  return APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + step];
}

/**
 * dnd-kit's keyboard sensor moves a card by this: each arrow key puts it in the middle of the
 * next or previous stage's column, so one key press is one stage, whatever the layout.
 */
export const stageCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const { collisionRect, droppableRects, over } = context;
  const from = (over?.id ?? context.active?.data.current?.stage ?? active) as ApplicationStage;
  const to = stageAfterKey(from, event.code);
  const target = to && droppableRects.get(to);
  if (!FORWARD.has(event.code) && !BACKWARD.has(event.code)) return undefined;
  event.preventDefault();
  if (!target || !collisionRect) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + (target.height - collisionRect.height) / 2,
  };
};
