import { useEffect } from 'react';
import { BRAND_NAME } from '@kp/domain/brand';

/** Sets the tab's title to `<page> · KPlay`, or the brand alone. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${BRAND_NAME}` : BRAND_NAME;
  }, [page]);
}
