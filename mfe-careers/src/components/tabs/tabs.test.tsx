import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

function Example() {
  const [selected, setSelected] = useState<'one' | 'two' | 'three'>('one');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Example"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'one', label: 'One', panel: <p>First panel</p> },
          { id: 'two', label: 'Two', panel: <p>Second panel</p> },
          { id: 'three', label: 'Three', panel: <p>Third panel</p> },
        ]}
      />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('has a named tablist whose tabs control labelled panels, the first selected', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('First panel');
    expect(screen.getByText('Second panel')).not.toBeVisible();
  });

  it('is one tab stop: Tab reaches the selected tab, then leaves for its panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus();
  });

  it.each([
    ['{ArrowRight}', 'Two'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', 'One'],
    ['{ArrowLeft}', 'Three'],
    ['{End}', 'Three'],
    ['{End}{Home}', 'One'],
  ])('%s moves the focus to %s and selects it', async (keys, expected) => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('One'));
    await user.keyboard(keys);
    expect(tab(expected)).toHaveFocus();
    expect(tab(expected)).toHaveAttribute('aria-selected', 'true');
    expect(tab(expected)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: expected })).toBeVisible();
    for (const other of ['One', 'Two', 'Three'].filter((name) => name !== expected)) {
      expect(tab(other)).toHaveAttribute('tabindex', '-1');
    }
  });

  it('follows the screen right to left: ArrowLeft moves to the next tab, ArrowRight to the one before', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Example />
      </div>,
    );
    await user.click(tab('One'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Two')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Three')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('Three'));
    expect(screen.getByText('Third panel')).toBeVisible();
    expect(screen.getByText('First panel')).not.toBeVisible();
  });
});
