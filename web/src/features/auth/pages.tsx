// The auth screens, one component per route (docs/product.md#routes). The three login pages are
// <LoginForm role=...> itself, which the router loads on its own (the most visited
// first screens should not carry these forms).
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { RegistrationForm } from './components/RegistrationForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';

export function TeacherRegistrationPage() {
  return <RegistrationForm />;
}

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
