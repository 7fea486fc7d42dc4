import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { APPLICATION_CHANNEL_LABELS } from 'contracts/application-source';
import type { StaffJob } from 'contracts/staff';
import { APPLICATION_STAGES, type ApplicationStage } from 'contracts/staff-rules';
import { clsx, Link } from 'shared-ui';
import { LoadFailure, RecordScreen, Screen } from '../../../components/screen';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, STAGE_LABELS } from '../../../lib/format';
import { useStaffJob } from '../../../lib/jobs';
import { staffPaths } from '../../../lib/paths';
import { type ApplicationCard, useJobApplications } from '../api/get-job-applications';
import { useMoveApplication } from '../api/move-application';
import { stageCoordinates } from '../board-keyboard';
import { QueuedKeyboardSensor } from '../queued-keyboard-sensor';
import styles from './applications.module.css';
import { MoveFailure } from './move-failure';

/** Shown above the board, and what a screen reader says on reaching a card's handle. */
export const BOARD_INSTRUCTIONS =
  "Drag a card by its handle to another stage. With the keyboard: Tab to a card's handle, press Space, use the arrow keys to choose a stage, then Space to drop it there (Escape puts it back).";

/** /staff/jobs/:id/pipeline: the job's applications in columns by stage, moved by dragging or by keyboard. */
export function PipelineBoard({ jobId }: { jobId: string }) {
  const job = useStaffJob(jobId);
  return (
    <RecordScreen
      record={job}
      loading="Loading the pipeline…"
      title="Pipeline"
      back={<Link to={staffPaths.jobs}>Back to the jobs</Link>}
    >
      {(data) => <Board job={data} />}
    </RecordScreen>
  );
}

function Board({ job }: { job: StaffJob }) {
  const applications = useJobApplications(job.slug);
  const move = useMoveApplication();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(QueuedKeyboardSensor, { coordinateGetter: stageCoordinates }),
  );
  const cards = applications.data?.items ?? [];
  const nameOf = (id: unknown) => cards.find((card) => card.id === id)?.fullName ?? 'the candidate';
  const stageName = (id: unknown) => STAGE_LABELS[id as ApplicationStage] ?? 'no stage';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : `${nameOf(active.id)} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} moved to ${stageName(over.id)}.` : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cards.find((item) => item.id === active.id);
    const stage = over?.id as ApplicationStage | undefined;
    if (card && stage && stage !== card.stage) move.mutate({ id: card.id, stage });
  };

  return (
    <Screen
      title={`Pipeline: ${job.title}`}
      actions={
        <>
          <Link to={staffPaths.job(job.id)}>Edit the job</Link>
          <Link to={staffPaths.jobs}>All jobs</Link>
        </>
      }
    >
      <p className={styles.instructions}>{BOARD_INSTRUCTIONS}</p>
      <MoveFailure move={move} />
      {applications.isError && (
        <LoadFailure message={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />
      )}
      {applications.isPending ? (
        <p role="status">Loading applications…</p>
      ) : (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: BOARD_INSTRUCTIONS } }}
        >
          <div className={styles.board}>
            {APPLICATION_STAGES.map((stage) => (
              <StageColumn key={stage} stage={stage} jobId={job.id} cards={cards.filter((card) => card.stage === stage)} />
            ))}
          </div>
        </DndContext>
      )}
    </Screen>
  );
}

function StageColumn({ stage, jobId, cards }: { stage: ApplicationStage; jobId: string; cards: ApplicationCard[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}`;
  return (
    <section ref={setNodeRef} aria-labelledby={headingId} className={clsx(styles.column, isOver && styles.columnOver)}>
      <h2 id={headingId} className={styles.columnHeading}>
        {STAGE_LABELS[stage]} <span className={styles.count}>{cards.length}</span>
      </h2>
      {cards.length === 0 ? (
        <p className={styles.emptyColumn}>No one here.</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <Card key={card.id} card={card} jobId={jobId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Card({ card, jobId }: { card: ApplicationCard; jobId: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { stage: card.stage },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li ref={setNodeRef} style={style} className={clsx(styles.card, isDragging && styles.cardDragging)}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${card.fullName}, now at ${STAGE_LABELS[card.stage]}`}
        className={styles.handle}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.cardBody}>
        <Link to={`${staffPaths.application(card.id)}?job=${encodeURIComponent(jobId)}`} className={styles.cardName}>
          {card.fullName}
        </Link>
        <span className={styles.cardMeta}>
          <time dateTime={card.receivedAt}>{formatDateTime(card.receivedAt)}</time>
          {card.resume && ' · resume file'}
          {card.source && ` · via ${APPLICATION_CHANNEL_LABELS[card.source.channel]}`}
        </span>
      </div>
    </li>
  );
}
