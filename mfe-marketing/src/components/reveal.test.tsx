import { act, render, screen } from '@testing-library/react';
import { Reveal } from './reveal';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

let observed: Callback | undefined;
let reducedMotion = false;

beforeEach(() => {
  observed = undefined;
  reducedMotion = false;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.matchMedia = jest.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as never;
  globalThis.IntersectionObserver = jest.fn((callback: Callback) => {
    observed = callback;
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as never;
});

function renderAt(top: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  render(
    <Reveal>
      <p>Section content</p>
    </Reveal>,
  );
  return screen.getByText('Section content').parentElement as HTMLElement;
}

afterEach(() => jest.restoreAllMocks());

test('waits below the screen, then shows once scrolled to', () => {
  const wrapper = renderAt(1200);
  expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
  act(() => observed?.([{ isIntersecting: true }]));
  expect(wrapper).toHaveAttribute('data-reveal', 'shown');
});

test('never hides what is already on screen', () => {
  expect(renderAt(100)).not.toHaveAttribute('data-reveal');
});

test('does not animate under prefers-reduced-motion', () => {
  reducedMotion = true;
  expect(renderAt(1200)).not.toHaveAttribute('data-reveal');
});
