module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '500px',
        'mantine-breakpoint-sm': '640px',
        'mantine-breakpoint-md': '768px',
        'mantine-breakpoint-lg': '840px',
        'mantine-breakpoint-xl': '1200px',
      },
    },
  },
};
