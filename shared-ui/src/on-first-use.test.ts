import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then the same value every time', () => {
    const make = jest.fn(() => new Intl.NumberFormat('en-US'));
    const format = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(12345)).toBe('12,345');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
