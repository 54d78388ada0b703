import { describe, expect, it } from 'vitest';
import { signedInSession } from '../test/render';
import { FIRST_VIEW_ID, firstViewJson, readFirstView, type FirstView } from './first-view';

const view: FirstView = {
  language: 'cy',
  namespaces: ['common'],
  session: signedInSession,
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['api', 'person', '1000001'],
        queryHash: '["api","person","1000001"]',
        dehydratedAt: 1,
        state: {
          data: { firstName: '</script><script>alert(1)</script><!--', note: 'a\u2028b & c > d' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
};

describe('the view sent with a page the server drew', () => {
  it('is JSON no text in it can end its script element with, and reads back the same', () => {
    const json = firstViewJson(view);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${FIRST_VIEW_ID}">${json}</script>`,
    );
    try {
      expect(document.querySelectorAll('script')).toHaveLength(1);
      expect(readFirstView()).toEqual(view);
    } finally {
      document.getElementById(FIRST_VIEW_ID)?.remove();
    }
  });

  it('is none on a page the browser draws itself, or when it cannot be read', () => {
    expect(readFirstView()).toBeNull();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${FIRST_VIEW_ID}">{"lang</script>`,
    );
    try {
      expect(readFirstView()).toBeNull();
    } finally {
      document.getElementById(FIRST_VIEW_ID)?.remove();
    }
  });
});
