import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTeacherRow, DeleteJobView } from '@rink/common';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { RemoveDialog } from './RemoveDialog';
import { TeacherRow } from './TeacherRow';

const Chakra = ({ children }: { children: ReactNode }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;

afterEach(() => {
  cleanup();
  setDeviceLanguage('en');
});

const teacher = (studentCount: number) =>
  ({
    _id: 't1',
    name: 'Ada Lovelace',
    userName: 'ada',
    email: 'ada@example.com',
    school: 'Maple School',
    schoolDistrict: 'North District',
    gradeTaught: 5,
    studentCount,
    totalMinutes: 12345,
    classSize: 30,
    city: 'Boston',
    state: 'MA',
    zipCode: '02108',
  }) as AdminTeacherRow;

const removing = { jobId: 'j1', kind: 'deleteClass', state: 'running', done: 3, total: 20, teacherId: 't1' } as DeleteJobView;

function renderRow(language: 'en' | 'es', running: DeleteJobView = removing) {
  const row = (
    <table>
      <tbody>
        <TeacherRow teacher={teacher(2)} removing={running} expanded={false} onToggle={() => {}} onRemoveClass={() => {}} onRemoveTeacher={() => {}} />
      </tbody>
    </table>
  );
  renderWithIntl(row, { language, wrapper: Chakra });
}

// The buttons' words (jsdom's accessible names drop the space before a visually hidden part; browsers keep it).
const buttonTexts = () => screen.getAllByRole('button').map((button) => button.textContent);

const confirm = (count: number, language: 'en' | 'es') =>
  renderWithIntl(<RemoveDialog removal={{ kind: 'class', teacher: teacher(count) }} onClose={() => {}} onStarted={() => {}} onFinished={() => {}} />, {
    language,
    wrapper: Chakra,
  });

describe("the admin's words", () => {
  it('say an empty class is being removed without counting nothing ("0 of 0")', () => {
    renderRow('en', { ...removing, done: 0, total: 0 });
    const row = screen.getByTestId('teacher-removal');
    expect(row.textContent).toBe('Class being removed');
    expect(row.textContent).not.toMatch(/0 of 0/);
  });

  it('name each row’s delete buttons after the teacher, with the running delete’s bar, in English', () => {
    renderRow('en');
    expect(buttonTexts()).toEqual(['▶Ada Lovelaceada', 'Delete Class of Ada Lovelace', 'Delete Teacher Ada Lovelace']);
    expect(screen.getByText('Class being removed: 3 of 20')).toBeTruthy();
    expect(screen.getByText('12,345')).toBeTruthy();
  });

  it('and in Spanish', () => {
    setDeviceLanguage('es');
    renderRow('es');
    expect(buttonTexts()).toEqual(['▶Ada Lovelaceada', 'Eliminar grupo de Ada Lovelace', 'Eliminar docente Ada Lovelace']);
    expect(screen.getByText('Quitando el grupo: 3 de 20')).toBeTruthy();
  });

  it('ask before a class delete in the spec’s English, by how many students it removes', async () => {
    confirm(2, 'en');
    expect(await screen.findByText('Removing the class will remove all 2 students and their games. The teacher keeps their account.')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: "Are you sure you want to remove Ada Lovelace's class?" })).toBeTruthy();
    cleanup();
    confirm(1, 'en');
    expect(await screen.findByText('Removing the class will remove its 1 student and their games. The teacher keeps their account.')).toBeTruthy();
    cleanup();
    confirm(0, 'en');
    expect(await screen.findByText('The class has no students, so no student or game will be removed. The teacher keeps their account.')).toBeTruthy();
  });

  it('and in Spanish', async () => {
    confirm(2, 'es');
    expect(await screen.findByText('Si quitas el grupo, se quitará a sus 2 estudiantes y sus juegos. El docente conserva su cuenta.')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: '¿Seguro que quieres quitar el grupo de Ada Lovelace?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar grupo' })).toBeTruthy();
  });
});
