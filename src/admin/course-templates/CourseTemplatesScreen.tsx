import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CourseTemplate } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';

/** A row of the table: the English name is the one staff read (and the Edit button names). */
type TemplateRow = Omit<CourseTemplate, 'name'> & { name: string; localName: CourseTemplate['name'] };

const CSV: CsvExport<TemplateRow> = {
  kind: 'course_templates_export',
  columns: ['id', 'name_en', 'name_hi', 'name_gu', 'days', 'price', 'steps', 'status'],
  toRow: (row) => ({
    id: row.id,
    name_en: row.localName.en,
    name_hi: row.localName.hi,
    name_gu: row.localName.gu,
    days: row.days,
    price: row.pricePaise / 100,
    steps: row.steps.length,
    status: row.status,
  }),
};

const COLUMNS: ColumnDef<TemplateRow>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'days', header: 'Days' },
  { accessorKey: 'pricePaise', header: 'Price (₹)', cell: (info) => formatPaise(info.row.original.pricePaise) },
  { id: 'steps', header: 'Sessions', accessorFn: (row) => row.steps.length },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
];

/** The courses the clinic sells (issue 47); a course is set inactive, never deleted (courses sold name it). */
export function CourseTemplatesScreen() {
  const list = useAdminList<CourseTemplate>('/v1/course-templates', 'Failed to fetch course templates.');
  const rows = useMemo(() => list.rows.map((template) => ({ ...template, name: template.name.en, localName: template.name })), [list.rows]);
  return (
    <RecordListScreen
      title="Course templates"
      addLabel="Add Course template"
      columns={COLUMNS}
      csv={CSV}
      historyEntity="course_template"
      list={{ ...list, rows }}
    />
  );
}
