import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export type Editing = number | 'new' | null;

/** `123` → 123, `new` → 'new', anything else (no id, garbage) → null. */
export function editingFromParam(param: string | undefined): Editing {
  if (param === 'new') return 'new';
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * The record an admin route opens (spec §2: "id optional on all"): `/base/123` edits 123,
 * `/base/new` creates, `/base` is the list. Opening and closing keep the list's URL parameters.
 */
export function useEditRoute(basePath: string, param = 'id') {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const editing = editingFromParam(params[param]);
  // Opening and closing only start the route change; nobody waits for it.
  const open = useCallback(
    (id: number | 'new') => void navigate({ pathname: `${basePath}/${id}`, search }),
    [navigate, basePath, search],
  );
  const close = useCallback(() => void navigate({ pathname: basePath, search }), [navigate, basePath, search]);
  return { editing, open, close };
}
