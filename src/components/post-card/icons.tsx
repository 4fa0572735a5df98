/** Action icons of the post card (24×24, currentColor). */
const paths = {
  heart: 'M12 20.5s-7.5-4.6-7.5-10A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 3.2c0 5.4-7.5 10-7.5 10Z',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z',
  comment: 'M4.5 5.5h15v10h-9l-4.5 3.5v-3.5H4.5Z',
  gift: 'M5 11h14v9H5Zm-1.5-3.5h17V11h-17ZM12 7.5V20m0-12.5C10.5 4.5 7 4 7 6s3.5 1.5 5 1.5c1.5 0 5 .5 5-1.5s-3.5-1.5-5 1.5',
  share: 'M12 14.5V4m0 0L8 8m4-4 4 4M5 12v7.5h14V12',
};

export function ActionIcon({ name, filled }: { name: keyof typeof paths; filled?: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
