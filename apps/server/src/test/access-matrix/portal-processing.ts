// Rows of the access matrix (see ../access-matrix.ts): the customs portal's processing routes.
import type { Row } from './support';

export const PORTAL_PROCESSING_ROWS: Record<string, Row> = {};
