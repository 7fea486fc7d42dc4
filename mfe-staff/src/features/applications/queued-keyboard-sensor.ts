/**
 * dnd-kit's keyboard sensor, keeping the keys a quick user presses at once (issue 29).
 *
 * dnd-kit's KeyboardSensor listens for keys only from the task after a drag starts, and measures
 * the drop targets a few renders later; a move it makes is taken in (the stage the card is over)
 * one render after that. Space, ArrowRight, Space pressed without a pause therefore lost the keys,
 * or moved nothing and dropped the card where it was. This sensor is dnd-kit's own, with a
 * listener in front of it from the first moment: while the drag is not settled, each key is held,
 * and the held keys are handed to dnd-kit in order, each once the one before has been taken in.
 */
import {
  getFirstCollision,
  KeyboardSensor,
  type KeyboardSensorProps,
  type SensorContext,
  type SensorInstance,
} from '@dnd-kit/core';

/** Frames a held key waits for the drag to settle before it is handed on all the same (about 2 s). */
export const HELD_KEY_MAX_FRAMES = 120;

export class QueuedKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;

  autoScrollEnabled = false;
  private readonly context: KeyboardSensorProps['context'];
  private readonly document: Document;
  private readonly held: KeyboardEvent[] = [];
  /** The keys this sensor hands to dnd-kit, which its own listener lets through. */
  private readonly handedOn = new WeakSet<Event>();
  /** dnd-kit listens from the task after the drag started; so does this, after it. */
  private dndKitListens = false;
  /** The collisions when dnd-kit last moved the card: until they change, the move is not rendered. */
  private collisionsAtMove: SensorContext['collisions'] | undefined;
  private frame: number | undefined;
  private framesWaited = 0;
  private stopped = false;

  constructor(props: KeyboardSensorProps) {
    this.context = props.context;
    this.document = (props.event.target as Node | null)?.ownerDocument ?? document;
    // On the window, in the capture phase: before dnd-kit's listener on the document.
    this.document.defaultView?.addEventListener('keydown', this.onKeyDown, true);
    const sensor = new KeyboardSensor({
      ...props,
      onMove: (coordinates) => {
        this.collisionsAtMove = this.context.current.collisions;
        props.onMove(coordinates);
      },
      onEnd: () => {
        this.stop();
        props.onEnd();
      },
      onCancel: () => {
        this.stop();
        props.onCancel();
      },
    });
    this.autoScrollEnabled = sensor.autoScrollEnabled;
    setTimeout(() => {
      this.dndKitListens = true;
    });
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (this.handedOn.has(event)) return;
    if (this.held.length === 0 && this.settled()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.held.push(event);
    this.schedule();
  };

  /** dnd-kit listens, has measured the card and every drop target, and has taken in its last move. */
  private settled(): boolean {
    const { collisionRect, collisions, droppableContainers, droppableRects, over } = this.context.current;
    if (!this.dndKitListens || !collisionRect) return false;
    if (droppableContainers.getEnabled().some((container) => !droppableRects.has(container.id))) return false;
    if (this.collisionsAtMove !== undefined) {
      if (collisions === this.collisionsAtMove) return false;
      this.collisionsAtMove = undefined;
    }
    return (getFirstCollision(collisions, 'id') ?? null) === (over?.id ?? null);
  }

  private schedule() {
    if (this.frame === undefined && !this.stopped) {
      this.frame = requestAnimationFrame(() => {
        this.frame = undefined;
        this.handOn();
      });
    }
  }

  /** Hands held keys to dnd-kit while the drag is settled (or has kept them waiting too long). */
  private handOn() {
    this.framesWaited += 1;
    while (this.held.length > 0 && !this.stopped && (this.settled() || this.framesWaited > HELD_KEY_MAX_FRAMES)) {
      this.framesWaited = 0;
      const key = this.held.shift() as KeyboardEvent;
      const copy = new KeyboardEvent('keydown', {
        key: key.key,
        code: key.code,
        altKey: key.altKey,
        ctrlKey: key.ctrlKey,
        metaKey: key.metaKey,
        shiftKey: key.shiftKey,
        repeat: key.repeat,
        bubbles: true,
        cancelable: true,
      });
      this.handedOn.add(copy);
      this.document.dispatchEvent(copy);
    }
    if (this.held.length > 0) this.schedule();
  }

  private stop() {
    this.stopped = true;
    this.held.length = 0;
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.document.defaultView?.removeEventListener('keydown', this.onKeyDown, true);
  }
}
