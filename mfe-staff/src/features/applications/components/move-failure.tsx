import { Button, fieldErrorsOf } from 'shared-ui';
import type { UseMutationResult } from 'shared-ui/query';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import type { Move } from '../api/move-application';

interface MoveFailureProps {
  move: Pick<UseMutationResult<unknown, Error, Move>, 'error' | 'isError' | 'isPending' | 'variables' | 'mutate'>;
}

/**
 * Why a move was not made; for an offer asked before the job's required scorecards are in, the
 * question and a way to make it anyway.
 */
export function MoveFailure({ move }: MoveFailureProps) {
  if (!move.isError || isSignedOutError(move.error)) return null;
  const question = fieldErrorsOf(move.error).confirmMissingScorecards;
  return (
    <div role="alert" className={messages.failure}>
      <p>{question ?? errorMessage(move.error)}</p>
      {question && move.variables && (
        <Button
          variant="secondary"
          disabled={move.isPending}
          onClick={() => move.variables && move.mutate({ ...move.variables, confirmMissingScorecards: true })}
        >
          Move anyway
        </Button>
      )}
    </div>
  );
}
