import { render, screen } from '@testing-library/react';
import { Reveal } from './reveal';

test('renders its content visible, in a plain element that CSS animates as it is scrolled to', () => {
  render(
    <Reveal className="layout">
      <p>Section content</p>
    </Reveal>,
  );
  const content = screen.getByText('Section content');
  expect(content).toBeVisible();
  const wrapper = content.parentElement as HTMLElement;
  expect(wrapper).toHaveClass('reveal', 'layout');
  expect(wrapper).not.toHaveAttribute('data-reveal');
  expect(wrapper).not.toHaveAttribute('style');
});
