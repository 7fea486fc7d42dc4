/**
 * @jest-environment node
 */
import { afterEventLoopTurn } from './event-loop-turn';

describe('afterEventLoopTurn', () => {
  it('runs the immediates and due timers a page left before the page is handed back', async () => {
    const leftovers: string[] = [];
    const page = async () => {
      setImmediate(() => leftovers.push('immediate'));
      setTimeout(() => leftovers.push('timer'), 0);
      await new Promise((resolve) => setTimeout(resolve, 5));
      setImmediate(() => leftovers.push('immediate at the end'));
      return 'page';
    };
    await expect(afterEventLoopTurn(page())).resolves.toBe('page');
    expect(leftovers.sort()).toEqual(['immediate', 'immediate at the end', 'timer']);
  });
});
