import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { IntlProvider, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { programmeLogoSrc } from '@/first-screens/plain/PageShell';
import { catalogueIfLoaded, loadCatalogue } from '@/i18n/catalogue';
import { useStaffAccountLanguages } from '@/lib/session/account-language';
import { LOCALES, type Language, type RosterRow } from '@rink/common';
import { classLine, fitMonoPt, fitNamePt } from './fit-type';
import { CARDS_PER_PAGE, PRINT_SHEET_CLASS, printSheetCss } from './print-css';
import { cardMessages as m } from './messages';
import { ignoreEnglishDefaults } from '@/i18n/IntlLayer';

/**
 * The sheet of login cards that printing shows (and only printing: it is hidden on
 * screen). It sits directly in <body>, beside the app's root, so the print stylesheet can
 * hide everything else, dialogs and toasts included. Six cards a page, each with whose
 * class it is, the student's name, the address to open, the username and the password in
 * large, plain type; dashed cut lines between the cards of a page. In the class's language
 * (useCardLanguage), the students' own, when the teacher has set one.
 */
export function LoginCardSheet({ students, teacherName, language }: { students: RosterRow[]; teacherName: string | null; language?: Language }) {
  const screen = useIntl();
  // The cards are for the students: they speak the class's language (the teacher's Class
  // language setting) when its words are here, else the dashboard's.
  const catalogue = language && LOCALES[language] !== screen.locale ? catalogueIfLoaded(language) : undefined;
  const sheet = <Sheet students={students} teacherName={teacherName} />;
  return createPortal(
    language && catalogue ? (
      <IntlProvider locale={LOCALES[language]} defaultLocale={LOCALES.en} messages={catalogue} onError={ignoreEnglishDefaults}>
        {sheet}
      </IntlProvider>
    ) : (
      sheet
    ),
    document.body,
  );
}

/**
 * The class's language for its login cards (undefined until known, or when the class has none),
 * its words fetched ahead: printing takes its picture at once, with no time to fetch them then.
 */
export function useCardLanguage(): Language | undefined {
  const { account } = useStaffAccountLanguages();
  const language = account?.classDefault;
  useEffect(() => {
    if (language) loadCatalogue(language).catch(() => undefined);
  }, [language]);
  return language;
}

function Sheet({ students, teacherName }: { students: RosterRow[]; teacherName: string | null }) {
  const intl = useIntl();
  // Without "https://": fewer characters to copy, and every browser adds it by itself.
  const address = `${window.location.host}${paths.studentLogin}`;
  const addressPt = fitMonoPt(address, 14);
  const pages: RosterRow[][] = [];
  for (let start = 0; start < students.length; start += CARDS_PER_PAGE) pages.push(students.slice(start, start + CARDS_PER_PAGE));
  const whose = classLine(intl, teacherName);
  return (
    <div className={PRINT_SHEET_CLASS}>
      <style>{printSheetCss}</style>
      {pages.map((page, index) => (
        <div className="login-card-page" key={index}>
          {page.map((student) => {
            const password = student.password ?? intl.formatMessage(m.askTeacher);
            const name = intl.formatMessage(m.name, { firstName: student.firstName, lastName: student.lastName });
            return (
              <section className="login-card" key={student._id}>
                <header>
                  <img src={programmeLogoSrc} alt="" />
                  <span>{whose}</span>
                </header>
                <h2 style={{ fontSize: `${fitNamePt(name)}pt` }} title={name}>
                  {name}
                </h2>
                <p className="login-card-label">{intl.formatMessage(m.goTo)}</p>
                <p className="login-card-value login-card-address" style={{ fontSize: `${addressPt}pt` }}>
                  {address}
                </p>
                <p className="login-card-label">{intl.formatMessage(m.username)}</p>
                <p className="login-card-value" style={{ fontSize: `${fitMonoPt(student.userName, 26)}pt` }}>
                  {student.userName}
                </p>
                <p className="login-card-label">{intl.formatMessage(m.password)}</p>
                <p className="login-card-value" style={{ fontSize: `${fitMonoPt(password, 26)}pt` }}>
                  {password}
                </p>
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}
