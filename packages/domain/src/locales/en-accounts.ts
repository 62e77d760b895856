// Accounts, administration and mail.
export const enAccounts = {
  Auth: {
    error_name_empty: 'Please enter a name!',
    error_email_invalid: 'Please enter a valid e-mail address!',
    error_email_taken: 'An account with this e-mail address already exists.',
    error_password_short: 'The password must have at least {{min}} characters.',
    error_password_mismatch: 'The passwords do not match.',
    error_credentials: 'E-mail address or password is wrong.',
    error_email_empty: 'Please enter your e-mail address!',
    error_password_empty: 'Please enter your password!',
    error_suspended: 'This account is suspended.',
    error_too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
    registered:
      'Your account has been created. Please confirm your e-mail address with the link we have sent you.',
    registered_mail_failed:
      'Your account has been created, but the e-mail with the confirmation link could not be sent. Please request a new link later.',
    registered_admin: 'Your account has been created. As the first user you are the administrator.',
    logged_in: 'You are logged in.',
    logged_out: 'You are logged out.',
    verification_sent: 'We have sent you a new verification link.',
    already_verified: 'Your e-mail address is already verified.',
    verified: 'Thank you! Your e-mail address is verified.',
    error_verification_invalid: 'This verification link is invalid or has expired. Please request a new one.',
    reset_requested:
      'If an account exists for this address, we have sent a link to reset the password. Please check your inbox.',
    reset_done: 'Your password has been changed. Please log in with the new password.',
    error_reset_invalid:
      'This link to reset the password is invalid, was used already or has expired. Please request a new one.',
    locale_saved: 'Language saved.',
  },
  Users: {
    activated: 'The account is activated.',
    suspended: 'The account is suspended.',
    permissions_saved: 'The permissions are saved.',
    reset_link_sent: 'A link to reset the password has been sent.',
    verification_sent: 'The verification e-mail has been sent again.',
    error_last_admin: 'The last active administrator cannot be suspended or lose the administrator role.',
    error_permissions_invalid: 'Please choose valid permissions.',
    error_not_found: 'This account does not exist.',
    error_self_suspend: 'You cannot suspend your own account.',
  },
  Setting: {
    saved: 'The setting is saved.',
    error_unknown: 'Unknown setting.',
    error_theme_color_invalid: 'Please enter a colour as a hex value, e.g. #6d4c2f.',
    error_site_title_empty: 'Please enter a site title.',
  },
  Mail: {
    greeting: 'Hello {{name}},',
    signature: 'Your {{site}} team',
    verify_subject: '{{site}}: please confirm your e-mail address',
    verify_body: 'please confirm your e-mail address by opening this link:',
    verify_expiry: 'The link is valid for {{hours}} hours.',
    verify_ignore: 'If you did not create an account, you can ignore this e-mail.',
    verify_action: 'Confirm e-mail address',
    reset_subject: '{{site}}: reset your password',
    reset_body:
      'someone asked to reset the password of your account. To choose a new password, open this link:',
    reset_expiry: 'The link is valid for {{minutes}} minutes and can be used once.',
    reset_ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    reset_action: 'Choose a new password',
  },
};
