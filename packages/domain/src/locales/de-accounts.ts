import type { enAccounts } from './en-accounts.ts';

// Konten, Verwaltung und E-Mails.
export const deAccounts: typeof enAccounts = {
  Auth: {
    error_name_empty: 'Bitte geben Sie einen Namen ein!',
    error_email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein!',
    error_email_taken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    error_password_short: 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
    error_password_mismatch: 'Die Passwörter stimmen nicht überein.',
    error_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    error_email_empty: 'Bitte geben Sie Ihre E-Mail-Adresse ein!',
    error_password_empty: 'Bitte geben Sie Ihr Passwort ein!',
    error_suspended: 'Dieses Konto ist gesperrt.',
    error_too_many_attempts:
      'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    registered:
      'Ihr Konto wurde angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen gesendet haben.',
    registered_mail_failed:
      'Ihr Konto wurde angelegt, aber die E-Mail mit dem Bestätigungslink konnte nicht gesendet werden. Bitte fordern Sie später einen neuen Link an.',
    registered_admin: 'Ihr Konto wurde angelegt. Als erster Benutzer sind Sie Administrator.',
    logged_in: 'Sie sind angemeldet.',
    logged_out: 'Sie sind abgemeldet.',
    verification_sent: 'Wir haben Ihnen einen neuen Bestätigungslink gesendet.',
    already_verified: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
    verified: 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.',
    error_verification_invalid:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    reset_requested:
      'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Bitte sehen Sie in Ihrem Posteingang nach.',
    reset_done: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    error_reset_invalid:
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig, wurde schon benutzt oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
    locale_saved: 'Sprache gespeichert.',
  },
  Users: {
    activated: 'Das Konto ist aktiviert.',
    suspended: 'Das Konto ist gesperrt.',
    permissions_saved: 'Die Berechtigungen sind gespeichert.',
    reset_link_sent: 'Ein Link zum Zurücksetzen des Passworts wurde gesendet.',
    verification_sent: 'Die Bestätigungs-E-Mail wurde erneut gesendet.',
    error_last_admin:
      'Der letzte aktive Administrator kann weder gesperrt werden noch die Administratorrolle verlieren.',
    error_permissions_invalid: 'Bitte wählen Sie gültige Berechtigungen.',
    error_not_found: 'Dieses Konto gibt es nicht.',
    error_self_suspend: 'Sie können Ihr eigenes Konto nicht sperren.',
  },
  Setting: {
    saved: 'Die Einstellung ist gespeichert.',
    error_unknown: 'Unbekannte Einstellung.',
    error_theme_color_invalid: 'Bitte geben Sie eine Farbe als Hex-Wert ein, z. B. #6d4c2f.',
    error_site_title_empty: 'Bitte geben Sie einen Seitentitel ein.',
  },
  Mail: {
    greeting: 'Guten Tag {{name}},',
    signature: 'Ihr {{site}}-Team',
    verify_subject: '{{site}}: Bitte bestätigen Sie Ihre E-Mail-Adresse',
    verify_body: 'bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
    verify_expiry: 'Der Link ist {{hours}} Stunden gültig.',
    verify_ignore: 'Falls Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
    verify_action: 'E-Mail-Adresse bestätigen',
    reset_subject: '{{site}}: Passwort zurücksetzen',
    reset_body:
      'jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
    reset_expiry: 'Der Link ist {{minutes}} Minuten gültig und kann einmal benutzt werden.',
    reset_ignore:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    reset_action: 'Neues Passwort wählen',
  },
};
