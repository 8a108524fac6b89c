// The auth screens, one component per route (spec point 2).
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import { RegistrationForm } from './components/RegistrationForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';

export function StudentLoginPage() {
  return <LoginForm key="student" role="student" />;
}

export function TeacherLoginPage() {
  return <LoginForm key="teacher" role="teacher" />;
}

export function AdminLoginPage() {
  return <LoginForm key="admin" role="admin" />;
}

export function TeacherRegistrationPage() {
  return <RegistrationForm />;
}

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
