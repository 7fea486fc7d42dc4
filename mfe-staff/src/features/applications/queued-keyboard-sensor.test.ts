import type { KeyboardSensorProps, SensorContext } from '@dnd-kit/core';
import { APPLICATION_STAGES } from 'contracts/staff-rules';
import { stageCoordinates } from './board-keyboard';
import { QueuedKeyboardSensor } from './queued-keyboard-sensor';

/** The drag's state as dnd-kit keeps it for its sensors, before anything is measured. */
function unmeasured() {
  const containers = new Map(APPLICATION_STAGES.map((stage) => [stage, { id: stage, disabled: false }]));
  return {
    collisionRect: null,
    collisions: null,
    droppableRects: new Map(),
    droppableContainers: Object.assign(containers, { getEnabled: () => [...containers.values()] }),
    over: null,
    scrollableAncestors: [],
  } as unknown as SensorContext;
}

/** Each stage's column 100 px wide, side by side; the card measured in the first. */
function measured(over: string, collision = over): Partial<SensorContext> {
  const rect = (left: number) => ({ left, top: 0, width: 100, height: 300, right: left + 100, bottom: 300 });
  return {
    collisionRect: rect(0),
    droppableRects: new Map(APPLICATION_STAGES.map((stage, index) => [stage, rect(index * 100)])),
    collisions: [{ id: collision }],
    over: { id: over } as SensorContext['over'],
  };
}

const key = (target: EventTarget, code: string) => {
  const event = new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const aFrame = () => jest.advanceTimersByTime(20);

function startDrag() {
  const handle = document.body.appendChild(document.createElement('button'));
  const context = { current: unmeasured() };
  const calls = { onMove: jest.fn(), onEnd: jest.fn(), onCancel: jest.fn() };
  const start = new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true });
  new QueuedKeyboardSensor({
    active: 'a1',
    activeNode: { node: { current: null } },
    event: start,
    context,
    options: { coordinateGetter: stageCoordinates },
    onStart: jest.fn(),
    onAbort: jest.fn(),
    onPending: jest.fn(),
    ...calls,
  } as unknown as KeyboardSensorProps);
  const update = (changes: Partial<SensorContext>) => {
    context.current = { ...context.current, ...changes };
  };
  return { handle, update, ...calls };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('holds ArrowRight and Space pressed before the stages are measured, then moves the card one stage and drops it there', () => {
  const { handle, update, onMove, onEnd } = startDrag();
  const pressed = [key(handle, 'ArrowRight'), key(handle, 'Space')];
  expect(pressed.map((event) => event.defaultPrevented)).toEqual([true, true]);
  aFrame();
  expect(onMove).not.toHaveBeenCalled();

  update(measured('applied'));
  aFrame();
  expect(onMove).toHaveBeenCalledTimes(1);
  expect(onMove).toHaveBeenCalledWith({ x: 100, y: 0 });
  // The move is not rendered yet: Space waits.
  aFrame();
  expect(onEnd).not.toHaveBeenCalled();

  // Rendered, but the stage it is over not yet taken in.
  update({ collisions: [{ id: 'screening' }] as SensorContext['collisions'] });
  aFrame();
  expect(onEnd).not.toHaveBeenCalled();

  update({ over: { id: 'screening' } as SensorContext['over'] });
  aFrame();
  expect(onEnd).toHaveBeenCalledTimes(1);
  expect(onMove).toHaveBeenCalledTimes(1);

  // The drag is over: keys are the page's again.
  expect(key(handle, 'ArrowRight').defaultPrevented).toBe(false);
});

test("passes keys straight to dnd-kit once the drag has settled, at a person's pace", () => {
  const { handle, update, onMove, onEnd } = startDrag();
  update(measured('applied'));
  aFrame();
  key(handle, 'ArrowRight');
  expect(onMove).toHaveBeenCalledWith({ x: 100, y: 0 });
  update({ collisions: [{ id: 'screening' }], over: { id: 'screening' } } as Partial<SensorContext>);
  key(handle, 'Space');
  expect(onEnd).toHaveBeenCalledTimes(1);
});

test('hands held keys on all the same when the drag never settles', () => {
  const { handle, onCancel } = startDrag();
  key(handle, 'Escape');
  jest.advanceTimersByTime(1000);
  expect(onCancel).not.toHaveBeenCalled();
  jest.advanceTimersByTime(3000);
  expect(onCancel).toHaveBeenCalledTimes(1);
});
