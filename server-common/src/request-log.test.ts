import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it.each([
    ['/staff/enquiries?q=layla@ministry.example&status=new', '/staff/enquiries?q=[hidden]&status=[hidden]'],
    ['/api/staff/audit?targetId=hmac:ab&page=2', '/api/staff/audit?targetId=[hidden]&page=[hidden]'],
    ['/staff?next=%2Fstaff%2Fjobs', '/staff?next=[hidden]'],
    ['/staff/jobs', '/staff/jobs'],
    ['/careers?q=analyst', '/careers?q=analyst'],
    ['/api/careers?x=1', '/api/careers?x=1'],
    ['/staffing?q=x', '/staffing?q=x'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
