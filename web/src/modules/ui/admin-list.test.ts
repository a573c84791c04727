import { pageSummary } from './admin-list';

describe('admin list paging', () => {
  it('says which rows a page shows and how many pages there are', () => {
    expect(pageSummary(1, 10, 57, 'users')).toEqual({ pages: 6, showing: 'Showing 1 to 10 of 57 users', pageOf: 'Page 1 of 6' });
    expect(pageSummary(6, 10, 57, 'users')).toEqual({ pages: 6, showing: 'Showing 51 to 57 of 57 users', pageOf: 'Page 6 of 6' });
    expect(pageSummary(1, 10, 0, 'marketers')).toEqual({ pages: 1, showing: 'Showing 0 to 0 of 0 marketers', pageOf: 'Page 1 of 1' });
  });
});
