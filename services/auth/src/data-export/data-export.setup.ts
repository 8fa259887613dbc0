import { DataExportService, type DataExportDeps } from './data-export.service.js';

/** The caller's own copy of what this service keeps about them, read from the modules that own it. */
export function setupDataExport(needs: DataExportDeps): DataExportService {
  return new DataExportService(needs);
}
