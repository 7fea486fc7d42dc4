import { pageAddress, pageNavigator } from './page-address';

test("an island's change of this page's query stays on the page: the address changes in place, and every island hears it", () => {
  window.history.replaceState(null, '', '/careers');
  const heard = jest.fn();
  const stop = pageAddress.subscribe(heard);
  const entries = window.history.length;

  pageNavigator.replace({ pathname: '/careers', search: '?q=analyst', hash: '' });

  expect(window.location.search).toBe('?q=analyst');
  expect(window.history.length).toBe(entries);
  expect(pageAddress.read()).toEqual({ pathname: '/careers', search: '?q=analyst', hash: '' });
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
});

test('Back to an entry of this page is heard as a change of its address', () => {
  window.history.replaceState(null, '', '/careers?q=one');
  const heard = jest.fn();
  const stop = pageAddress.subscribe(heard);
  window.history.replaceState(null, '', '/careers?q=two');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(pageAddress.read().search).toBe('?q=two');
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
});
