// The messages every page may show, the sign-in family's included (spec section 5 and the platform's refusals), in
// both languages. A module of its own so the sign-in pages load them without the product areas' messages.
export const coreMessages = {
  // Spec section 5: password
  password_invalid: { en: 'The password format is invalid', zh: '密码格式不正确' },
  password_mismatch: { en: 'The password did not match the re-typed password', zh: '两次输入的密码不一致' },
  password_used: { en: 'Please do not enter used password', zh: '请勿使用曾经用过的密码' },
  password_old_wrong: { en: 'The used password is wrong', zh: '原密码错误' },
  password_required: { en: 'Please enter password', zh: '请输入密码' },
  password_reenter: { en: 'Please re-enter password', zh: '请再次输入密码' },
  // Spec section 5: sign-in
  login_failed: {
    en: 'Please check if the email address or password you entered is correct, and please try again.',
    zh: '请检查您输入的邮箱地址或密码是否正确，然后重试。',
  },
  email_invalid_login: { en: 'Please enter correct email address to login.', zh: '请输入正确的邮箱地址登录。' },
  password_invalid_login: { en: 'Please enter correct password.', zh: '请输入正确的密码。' },
  captcha_required: { en: 'Please enter the verification code', zh: '请输入验证码' },
  captcha_failed: { en: 'verification failed', zh: '验证失败' },
  // Platform
  too_many_attempts: {
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    zh: '登录失败次数过多，请稍等几分钟后再试。',
  },
  too_many_requests: { en: 'Too many requests. Please slow down and try again shortly.', zh: '请求过于频繁，请稍后再试。' },
  host_invalid: { en: 'The Host header must be a host name with an optional port.', zh: 'Host 请求头必须是主机名，可带端口。' },
  api_key_in_query: {
    en: 'Send the API key in the Authorization header (Authorization: Bearer sk_...), never in the URL.',
    zh: '请在 Authorization 请求头中发送 API 密钥（Authorization: Bearer sk_...），不要放在网址中。',
  },
  unauthorized: { en: 'Your session has ended. Please sign in again.', zh: '登录已失效，请重新登录。' },
  forbidden: { en: 'You do not have permission to do this.', zh: '您没有执行此操作的权限。' },
  account_forbidden: { en: 'You are not a member of this account.', zh: '您不是该账户的成员。' },
  not_found: { en: 'Not found.', zh: '未找到。' },
  internal_error: { en: 'Something went wrong on our side. Please try again.', zh: '服务器出错了，请重试。' },
  bad_request: { en: 'The request is not valid.', zh: '请求无效。' },
  invalid_json: { en: 'The request body is not valid JSON.', zh: '请求体不是有效的 JSON。' },
  body_too_large: { en: 'The request body is too large.', zh: '请求体过大。' },
  unsupported_media_type: { en: 'This content type is not supported.', zh: '不支持该内容类型。' },
  validation_failed: { en: 'Some fields are not valid.', zh: '部分字段无效。' },
  field_required: { en: 'This field is required.', zh: '此项为必填项。' },
  field_invalid: { en: 'This value is not valid.', zh: '该值无效。' },
  field_too_long: { en: 'This value is too long.', zh: '该值过长。' },
  text_invalid_characters: { en: 'This value contains characters that cannot be stored.', zh: '该值包含无法保存的字符。' },
  nesting_too_deep: { en: 'This value is nested too deeply.', zh: '该值嵌套层级过深。' },
  value_out_of_range: { en: 'A value is out of range or in the wrong format.', zh: '某个值超出范围或格式错误。' },
  multipart_invalid: { en: 'The uploaded form data is malformed.', zh: '上传的表单数据格式错误。' },
  email_required: { en: 'Please enter an email address.', zh: '请输入邮箱地址。' },
  email_invalid: { en: 'Please enter a valid email address.', zh: '请输入有效的邮箱地址。' },
  email_taken: { en: 'An account with this email address already exists.', zh: '该邮箱地址已注册。' },
  nickname_required: { en: 'Please enter your name.', zh: '请输入您的姓名。' },
  link_invalid: { en: 'This link is invalid or has expired.', zh: '该链接无效或已过期。' },
  account_not_active: {
    en: 'Please verify your email address before signing in.',
    zh: '请先验证您的邮箱地址再登录。',
  },
  // Two-factor sign-in (issue 32 item 2): the sign-in page and /settings show these.
  two_factor_code_required: { en: 'Please enter the code from your authenticator app.', zh: '请输入身份验证器应用中的验证码。' },
  two_factor_code_invalid: {
    en: 'Enter the 6-digit code from your authenticator app or a recovery code.',
    zh: '请输入身份验证器应用中的 6 位验证码或一个恢复码。',
  },
  two_factor_code_wrong: { en: 'This code is not correct. Please try again.', zh: '验证码不正确，请重试。' },
  two_factor_code_used: {
    en: 'This code has already been used. Please wait for the next code.',
    zh: '此验证码已使用过，请等待下一个验证码。',
  },
  two_factor_challenge_invalid: { en: 'This sign-in has expired. Please sign in again.', zh: '本次登录已过期，请重新登录。' },
  two_factor_locked: {
    en: 'Too many wrong codes. Please wait a few minutes and try again.',
    zh: '验证码错误次数过多，请稍等几分钟后再试。',
  },
  two_factor_not_set_up: { en: 'Start the two-factor setup first.', zh: '请先开始设置两步验证。' },
  two_factor_already_on: { en: 'Two-factor sign-in is already on.', zh: '两步验证已开启。' },
  two_factor_off: { en: 'Two-factor sign-in is not on.', zh: '两步验证未开启。' },
  two_factor_required_by_account: {
    en: 'This account requires two-factor sign-in: it cannot be turned off.',
    zh: '该账户要求两步验证，无法关闭。',
  },
  two_factor_unavailable: {
    en: 'Two-factor sign-in is not available on this server (no secrets key is configured).',
    zh: '此服务器未配置密钥，无法使用两步验证。',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
