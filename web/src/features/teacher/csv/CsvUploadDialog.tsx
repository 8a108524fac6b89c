import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, chakra, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isJobAtWork, MAX_CSV_BYTES, NO_FILE_SELECTED, NO_NEW_STUDENTS, studentKey, STUDENTS_ADDED, type StudentNames, type UploadJobView } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { useServerText } from '@/i18n/server-text';
import { fetchUploadJob, startUploadJob } from '../api/students';
import { saveFile } from '@/lib/save-file';
import { classSizePreviewNote } from '../class-size/class-size';
import { decodeCsv, previewRosterCsv, resultRows, TEMPLATE_CSV, type PreviewRow, type ResultRow } from './roster-csv';
import { RowsTable } from './RowsTable';
import { UploadProgress } from './UploadProgress';
import { usePolled } from '@/hooks/use-polled';
import { waitingMessage } from './waiting-message';
import { uploadMessages as m } from './messages';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The upload's job was accepted: the page follows it too (it goes on if this dialog closes). */
  onStarted: () => void;
  /** The job is over (done or failed) and this dialog showed it: reload the roster, say so. */
  onUploaded: (job: UploadJobView) => void;
  /** The class as it is: the preview counts who would be new, for the class-size warning. */
  inClass: readonly StudentNames[];
  /** The size the teacher gave (a warning past it, never a refusal); null while unknown. */
  classSize: number | null;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'starting'; count: number }
  | { kind: 'running'; jobId: string; count: number }
  | { kind: 'done'; job: UploadJobView; rows: ResultRow[] };

const atWork = (job: UploadJobView) => isJobAtWork(job.state);

/**
 * Upload CSV (docs/product.md#class-list-upload): choose a file, read it here for a preview (nothing is sent
 * yet), send it as a job (docs/decisions.md#d42), follow the job with
 * a progress bar of rows done, then read its record row by row. The server skips names
 * already in the class, so sending the same file again adds nobody, and the record says so.
 * Closing the dialog while the job runs leaves it running; the Students tab follows it.
 */
export function CsvUploadDialog({ open, onOpenChange, onStarted, onUploaded, inClass, classSize }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const fileErrorId = `${useId()}-file-error`;
  const refusalRef = useRef<HTMLDivElement>(null);
  // A second press while the first is being sent starts nothing (the button is disabled only once React renders).
  const sending = useRef(false);
  const runningJob = step.kind === 'running' ? step.jobId : null;
  const loadJob = useMemo(() => (runningJob ? () => fetchUploadJob(runningJob) : null), [runningJob]);
  const polled = usePolled(loadJob, atWork);
  const job = polled.value;

  // The job is over: its record, row by row, over the preview.
  useEffect(() => {
    if (!runningJob || !job || job.jobId !== runningJob || atWork(job)) return;
    setStep({ kind: 'done', job, rows: resultRows(rows ?? [], job.added, job.rejected) });
    onUploaded(job);
  }, [runningJob, job, rows, onUploaded]);

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
    if (chosen.size > MAX_CSV_BYTES) return setFileError(intl.formatMessage(m.tooLarge, { mb: MAX_CSV_BYTES / 1024 / 1024 }));
    const preview = previewRosterCsv(decodeCsv(await chosen.arrayBuffer()));
    // The preview's problem is in the server's words: in the screen's language through serverText.
    if (!preview.ok) return setFileError(serverText.text(preview.problem));
    setFileError(null);
    setRows(preview.rows);
  };

  const upload = async () => {
    if (!file) {
      // docs/product.md#class-list-upload: without a file, 'No File Selected' is logged (and shown beside the picker).
      console.error(NO_FILE_SELECTED);
      setFileError(serverText.text(NO_FILE_SELECTED));
      chooseRef.current?.focus();
      return;
    }
    if (fileError || !rows || sending.current) return;
    sending.current = true;
    setServerError(null);
    const count = rows.filter((row) => !row.problem).length;
    setStep({ kind: 'starting', count });
    try {
      const accepted = await startUploadJob(file);
      setStep({ kind: 'running', jobId: accepted.jobId, count });
      onStarted();
    } catch (error) {
      // Refused at once (not a class list, no room) or never sent: nothing was started.
      console.error('Unexpected error uploading students', error);
      setServerError(serverText.error(error));
      setStep({ kind: 'choose' });
    } finally {
      sending.current = false;
    }
  };

  const startOver = () => {
    setFile(null);
    setRows(null);
    setFileError(null);
    setStep({ kind: 'choose' });
    if (inputRef.current) inputRef.current.value = '';
  };

  // While the file is sent the dialog stays; once its job runs, closing leaves the job running.
  const sendingFile = step.kind === 'starting';
  const busy = sendingFile || step.kind === 'running';
  const ready = rows?.filter((row) => !row.problem).length ?? 0;
  const flagged = (rows?.length ?? 0) - ready;
  const sizeNote = rows ? classSizePreviewNote(intl, inClass.length, newStudents(rows, inClass), classSize) : null;

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      size="xl"
      busy={sendingFile}
      closeLabel={intl.formatMessage(m.close)}
      initialFocus={chooseRef}
      // Keys: the answer's buttons are new buttons, not the upload's (still fading back from
      // its loading state) relabelled.
      footer={
        step.kind === 'done' ? (
          <>
            <Button key="again" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" onClick={startOver}>
              {intl.formatMessage(m.again)}
            </Button>
            <Button key="done" colorPalette="brand" onClick={() => onOpenChange(false)}>
              {intl.formatMessage(m.done)}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" disabled={sendingFile} onClick={() => onOpenChange(false)}>
              {intl.formatMessage(step.kind === 'running' ? m.close : m.cancel)}
            </Button>
            <Button colorPalette="brand" loading={busy} loadingText={intl.formatMessage(m.uploading)} onClick={() => void upload()}>
              {rows ? intl.formatMessage(m.uploadCount, { count: ready }) : intl.formatMessage(m.upload)}
            </Button>
          </>
        )
      }
    >
      {step.kind === 'done' ? (
        <UploadAnswer job={step.job} rows={step.rows} />
      ) : (
        <Stack gap="4">
          {serverError && (
            <Alert.Root ref={refusalRef} tabIndex={-1} role="alert" status="error" borderRadius="xl" _focusVisible={{ outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'red.700' }}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title fontSize="md">{intl.formatMessage(m.notUploaded)}</Alert.Title>
                <Alert.Description fontSize="md">{serverError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text fontSize="md" color="navy.800">
            {intl.formatMessage(m.intro, { code: (chunks) => <chakra.code fontWeight="bold">{chunks}</chakra.code> })}
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
                {intl.formatMessage(m.choose)}
              </Button>
              <Text fontSize="md" fontWeight="semibold" color="navy.900" data-testid="chosen-file">
                {file ? file.name : serverText.text(NO_FILE_SELECTED)}
              </Text>
              <Button variant="plain" colorPalette="brand" textDecoration="underline" onClick={() => saveFile(new Blob([TEMPLATE_CSV], { type: 'text/csv' }), 'class-list-template.csv')}>
                {intl.formatMessage(m.template)}
              </Button>
            </HStack>
            <input
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={intl.formatMessage(m.fileLabel)}
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
                {flagged > 0 ? intl.formatMessage(m.previewFlagged, { rows: rows.length, ready, flagged }) : intl.formatMessage(m.preview, { rows: rows.length, ready })}
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
                caption={intl.formatMessage(m.previewCaption)}
                statusLabel={intl.formatMessage(m.check)}
                // A row's problem is in the server's words: in the screen's language through serverText.
                rows={rows.map((row) => ({ key: String(row.row), ...row, status: row.problem ? serverText.text(row.problem) : intl.formatMessage(m.ready), bad: row.problem !== null }))}
              />
            </Stack>
          )}
          {busy && (
            <Stack gap="3" role="status">
              {job && step.kind === 'running' && job.jobId === step.jobId ? (
                <UploadProgress label={intl.formatMessage(m.adding)} done={job.done} total={job.total} />
              ) : (
                // The file on its way (or its job's first answer): no count to show yet.
                <Stack gap="2">
                  <Text fontSize="md" fontWeight="semibold" color="navy.900">
                    {intl.formatMessage(m.sending, { count: step.count })}
                  </Text>
                  <Progress.Root value={null} colorPalette="brand" size="lg">
                    <Progress.Track borderRadius="full" aria-label={intl.formatMessage(m.sendingLabel)}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Stack>
              )}
              {step.kind === 'running' && (
                <Text fontSize="md" color="navy.800">
                  {intl.formatMessage(m.canClose)}
                </Text>
              )}
              {polled.waiting !== null && (
                <Text fontSize="md" fontWeight="semibold" color="orange.800" data-testid="upload-waiting">
                  {intl.formatMessage(waitingMessage(polled.waiting))}
                </Text>
              )}
              {polled.failure && (
                <Text fontSize="md" fontWeight="semibold" color="red.700">
                  {intl.formatMessage(m.cannotFollow, { failure: serverText.text(polled.failure) })}
                </Text>
              )}
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

/** The job's record: what it did, the counts, and every row's fate (a stopped job: what it did before it stopped). */
function UploadAnswer({ job, rows }: { job: UploadJobView; rows: ResultRow[] }) {
  const intl = useIntl();
  const serverText = useServerText();
  const added = job.added.length;
  const refused = job.rejected.length;
  const failed = job.state === 'failed';
  const counts = intl.formatMessage(m.counts, { added, refused });
  // Two sentences: the counts, then (when someone was added) where their logins are.
  const what = added > 0 ? `${counts} ${intl.formatMessage(m.passwords)}` : counts;
  return (
    <Stack gap="3">
      <Alert.Root status={failed ? 'error' : added > 0 ? 'success' : 'info'} borderRadius="xl" role={failed ? 'alert' : 'status'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{failed ? intl.formatMessage(m.stopped) : serverText.text(added > 0 ? STUDENTS_ADDED : NO_NEW_STUDENTS)}</Alert.Title>
          {failed ? (
            <Alert.Description fontSize="md">
              <Text as="span" display="block" fontWeight="semibold">
                {job.error ? serverText.text(job.error) : intl.formatMessage(m.serverCouldNotFinish)}
              </Text>
              <Text as="span" display="block">{intl.formatMessage(m.beforeStopped, { what })}</Text>
              <Text as="span" display="block">
                {intl.formatMessage(m.notReached, { count: job.total - job.done })}
              </Text>
            </Alert.Description>
          ) : (
            <Alert.Description fontSize="md">{what}</Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <RowsTable
        caption={intl.formatMessage(m.resultCaption)}
        statusLabel={intl.formatMessage(m.result)}
        rows={rows.map((row) => ({
          key: String(row.row),
          row: row.row,
          firstName: row.firstName,
          lastName: row.lastName,
          status:
            row.outcome.kind === 'added'
              ? intl.formatMessage(m.addedAs, { userName: row.outcome.userName })
              : intl.formatMessage(m.notAdded, { reason: serverText.text(row.outcome.reason) }),
          bad: row.outcome.kind === 'rejected',
        }))}
      />
    </Stack>
  );
}
