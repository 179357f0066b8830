import { theme } from 'antd';
import { useMemo } from 'react';
import { parseLogLine, type LogLine } from './log-range';

/** Spec 1 "Logs": INFO green, WARN orange, ERROR red, DEBUG purple (dark enough to read on light). */
export const LEVEL_COLOURS: Record<NonNullable<LogLine['level']>, string> = {
  INFO: '#237804',
  WARN: '#ad4e00',
  ERROR: '#cf1322',
  DEBUG: '#531dab',
};

/** The log text, one coloured line per entry, newest at the bottom, in a scrollable panel. */
export function LogView({ text, label }: { text: string; label: string }) {
  const { token } = theme.useToken();
  const lines = useMemo(() => text.split('\n').filter(Boolean).map(parseLogLine), [text]);
  return (
    <pre
      role="log"
      aria-label={label}
      tabIndex={0}
      ref={(el) => {
        if (el) el.scrollTop = el.scrollHeight;
      }}
      style={{
        margin: 0,
        padding: 12,
        maxHeight: '60vh',
        minHeight: 200,
        overflow: 'auto',
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        fontFamily: token.fontFamilyCode,
        fontSize: 12,
        lineHeight: 1.6,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {lines.map((line, index) => (
        <div
          key={index}
          data-level={line.level}
          style={{ color: line.level ? LEVEL_COLOURS[line.level] : token.colorText }}
        >
          {line.at && <span style={{ color: token.colorTextSecondary }}>{line.at} </span>}
          {line.level && <strong>{line.level} </strong>}
          {line.rest}
        </div>
      ))}
    </pre>
  );
}
