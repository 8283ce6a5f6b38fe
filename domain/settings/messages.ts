// The personal settings' messages (/settings, issue 32 item 2), in both languages.
export const settingsMessages = {
  settings_language_invalid: { en: 'Choose English or Chinese.', zh: '请选择英文或中文。' },
  settings_timezone_invalid: { en: 'Choose a time zone from the list.', zh: '请从列表中选择时区。' },
  settings_session_not_found: { en: 'This session no longer exists.', zh: '该会话已不存在。' },
} as const satisfies Record<string, { en: string; zh: string }>;
