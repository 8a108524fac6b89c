import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, chakra, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { NO_FILE_SELECTED, studentKey, type BulkUploadAnswer, type StudentNames } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { uploadRoster } from '../api/students';
import { saveFile } from '@/lib/save-file';
import { classSizePreviewNote } from '../class-size/class-size';
import { decodeCsv, MAX_CSV_BYTES, previewRosterCsv, resultRows, TEMPLATE_CSV, type PreviewRow, type ResultRow } from './roster-csv';
import { RowsTable } from './RowsTable';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server made (or refused) the students: reload the roster, say so. */
  onUploaded: (answer: BulkUploadAnswer) => void;
  /** The class as it is: the preview counts who would be new, for the class-size warning. */
  inClass: readonly StudentNames[];
  /** The size the teacher gave (a warning past it, never a refusal); null while unknown. */
  classSize: number | null;
}

type Step = { kind: 'choose' } | { kind: 'uploading'; count: number } | { kind: 'done'; answer: BulkUploadAnswer; rows: ResultRow[] };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Upload CSV (spec point 5): choose a file, read it here for a preview (nothing is sent
 * yet), send it, wait with a progress bar while the server makes the accounts, then read
 * its answer row by row. The server skips names already in the class, so sending the same
 * file again adds nobody, and the answer says so.
 */
export function CsvUploadDialog({ open, onOpenChange, onUploaded, inClass, classSize }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const fileErrorId = `${useId()}-file-error`;
  const refusalRef = useRef<HTMLDivElement>(null);

  // A refusal is seen at once: focus moves to it (at the top of the body, above the preview),
  // which also scrolls the dialog's body to it, and a screen reader reads it.
  useEffect(() => {
    if (serverError) refusalRef.current?.focus();
  }, [serverError]);

  const choose = async (chosen: File | undefined) => {
    setServerError(null);
    setRows(null);
    setFile(chosen ?? null);
    if (!chosen) return setFileError(null);
    if (chosen.size > MAX_CSV_BYTES) return setFileError(`The file is too large: a CSV can be at most ${MAX_CSV_BYTES / 1024 / 1024} MB.`);
    const preview = previewRosterCsv(decodeCsv(await chosen.arrayBuffer()));
    if (!preview.ok) return setFileError(preview.problem);
    setFileError(null);
    setRows(preview.rows);
  };

  const upload = async () => {
    if (!file) {
      // Spec point 5: without a file, 'No File Selected' is logged (and shown beside the picker).
      console.error(NO_FILE_SELECTED);
      setFileError(NO_FILE_SELECTED);
      chooseRef.current?.focus();
      return;
    }
    if (fileError || !rows) return;
    setServerError(null);
    setStep({ kind: 'uploading', count: rows.filter((row) => !row.problem).length });
    try {
      const answer = await uploadRoster(file);
      setStep({ kind: 'done', answer, rows: resultRows(rows, answer.added, answer.rejected) });
      onUploaded(answer);
    } catch (error) {
      console.error('Unexpected error uploading students', error);
      const message = error instanceof Error ? error.message : String(error);
      setServerError(message);
      setStep({ kind: 'choose' });
    }
  };

  const startOver = () => {
    setFile(null);
    setRows(null);
    setFileError(null);
    setStep({ kind: 'choose' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const busy = step.kind === 'uploading';
  const ready = rows?.filter((row) => !row.problem).length ?? 0;
  const flagged = (rows?.length ?? 0) - ready;
  const sizeNote = rows ? classSizePreviewNote(inClass.length, newStudents(rows, inClass), classSize) : null;

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload CSV"
      size="xl"
      busy={busy}
      closeLabel="Close"
      initialFocus={chooseRef}
      // Keys: the answer's buttons are new buttons, not the upload's (still fading back from
      // its loading state) relabelled.
      footer={
        step.kind === 'done' ? (
          <>
            <Button key="again" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" onClick={startOver}>
              Upload Another File
            </Button>
            <Button key="done" colorPalette="brand" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button colorPalette="brand" loading={busy} loadingText="Uploading" onClick={() => void upload()}>
              {rows ? `Upload ${plural(ready, 'Student', 'Students')}` : 'Upload'}
            </Button>
          </>
        )
      }
    >
      {step.kind === 'done' ? (
        <UploadAnswer answer={step.answer} rows={step.rows} />
      ) : (
        <Stack gap="4">
          {serverError && (
            <Alert.Root ref={refusalRef} tabIndex={-1} role="alert" status="error" borderRadius="xl" _focusVisible={{ outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'red.700' }}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title fontSize="md">The file was not uploaded.</Alert.Title>
                <Alert.Description fontSize="md">{serverError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text fontSize="md" color="navy.800">
            A CSV file with a header row <chakra.code fontWeight="bold">firstName,lastName</chakra.code> and one student per row. Each
            student gets a username and password. Names already in your class are skipped.
          </Text>
          <Box>
            <HStack gap="3" flexWrap="wrap">
              <Button
                ref={chooseRef}
                variant="outline"
                colorPalette="brand"
                borderColor="brand.600"
                borderWidth="2px"
                disabled={busy}
                aria-describedby={fileError ? fileErrorId : undefined}
                onClick={() => inputRef.current?.click()}
              >
                Choose CSV File
              </Button>
              <Text fontSize="md" fontWeight="semibold" color="navy.900" data-testid="chosen-file">
                {file ? file.name : NO_FILE_SELECTED}
              </Text>
              <Button variant="plain" colorPalette="brand" textDecoration="underline" onClick={() => saveFile(new Blob([TEMPLATE_CSV], { type: 'text/csv' }), 'class-list-template.csv')}>
                Download Template
              </Button>
            </HStack>
            <input
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="CSV file"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {fileError && (
              <Text id={fileErrorId} role="alert" mt="2" fontSize="md" fontWeight="semibold" color="red.700">
                {fileError}
              </Text>
            )}
          </Box>
          {rows && !busy && (
            <Stack gap="2">
              <Text fontSize="md" fontWeight="semibold" color="navy.900">
                Preview: {plural(rows.length, 'row', 'rows')} read, {ready.toLocaleString('en-US')} ready
                {flagged > 0 ? `, ${plural(flagged, 'row', 'rows')} with a problem (not added)` : ''}. Nothing is sent until you upload.
              </Text>
              {sizeNote && (
                <Alert.Root status={sizeNote.kind === 'over-limit' ? 'error' : 'warning'} borderRadius="xl" data-testid="class-size-warning">
                  <Alert.Indicator />
                  <Alert.Title fontSize="md" fontWeight="semibold">
                    {sizeNote.text}
                  </Alert.Title>
                </Alert.Root>
              )}
              <RowsTable
                caption="Preview of the file's rows"
                statusLabel="Check"
                rows={rows.map((row) => ({ key: String(row.row), ...row, status: row.problem ?? 'Ready', bad: row.problem !== null }))}
              />
            </Stack>
          )}
          {busy && (
            <Stack gap="2" role="status">
              <Text fontSize="md" fontWeight="semibold" color="navy.900">
                Creating {plural(step.count, 'student account', 'student accounts')}… A large class can take a minute.
              </Text>
              <Progress.Root value={null} colorPalette="brand" size="lg" aria-label="Creating student accounts">
                <Progress.Track borderRadius="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Stack>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}

/** How many ready rows name someone not yet in the class (the server skips the others). */
function newStudents(rows: PreviewRow[], inClass: readonly StudentNames[]): number {
  const known = new Set(inClass.map((student) => studentKey(student.firstName, student.lastName)));
  return rows.filter((row) => !row.problem && !known.has(studentKey(row.firstName, row.lastName))).length;
}

/** The server's answer: its message, the counts, and every row's fate. */
function UploadAnswer({ answer, rows }: { answer: BulkUploadAnswer; rows: ResultRow[] }) {
  const added = answer.added.length;
  const refused = answer.rejected.length;
  return (
    <Stack gap="3">
      <Alert.Root status={added > 0 ? 'success' : 'info'} borderRadius="xl" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{answer.message}</Alert.Title>
          <Alert.Description fontSize="md">
            {plural(added, 'student', 'students')} added, {plural(refused, 'row', 'rows')} not added.
            {added > 0 ? ' Their usernames and passwords are in your student table.' : ''}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <RowsTable
        caption="What happened to each row"
        statusLabel="Result"
        rows={rows.map((row) => ({
          key: String(row.row),
          row: row.row,
          firstName: row.firstName,
          lastName: row.lastName,
          status: row.outcome.kind === 'added' ? `Added as ${row.outcome.account.userName}` : `Not added: ${row.outcome.reason}`,
          bad: row.outcome.kind === 'rejected',
        }))}
      />
    </Stack>
  );
}
