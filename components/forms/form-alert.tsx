type FormAlertProps = {
  messages: readonly string[];
  variant?: 'danger' | 'success' | 'info';
};

/** Form-level messages above a form: errors are announced at once (alert), other news politely (status). */
export function FormAlert({ messages, variant = 'danger' }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="mb-0 ps-3">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
