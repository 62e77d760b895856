import {
  formatSearchAddress,
  parseSearchParams,
  type RecordType,
  type SearchAddress,
  type SearchFilters,
} from '@fontes/domain';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Changes to a search; each is a new address (a new history entry), so that the back button undoes it. */
export interface SearchChanges {
  address: SearchAddress;
  /** Another search: filters changed, so the first page again. */
  change(next: Partial<SearchAddress>): void;
  setFilters(filters: SearchFilters): void;
  hrefOf(next: Partial<SearchAddress>): string;
}

export function useSearchAddress(type: RecordType | null): SearchChanges {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = useMemo(() => parseSearchParams(params, type), [params, type]);
  const hrefOf = (next: Partial<SearchAddress>) => formatSearchAddress({ ...address, page: 1, ...next });
  return {
    address,
    hrefOf,
    change: (next) => navigate(hrefOf(next)),
    setFilters: (filters) => navigate(hrefOf({ filters })),
  };
}
