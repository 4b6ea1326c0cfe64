import { templateScripts } from '../../../src/build-time/app-loader-script';

// The scripts of each page template, as the compilation's named chunk groups list their files.

describe('templateScripts', () => {
  const groups = [
    { name: 'app', files: ['webpack-runtime-1.js', 'framework-2.js', 'styles.3.css', 'app-4.js'] },
    {
      name: 'component---src-templates-jobs-tsx',
      files: ['commons-5.js', 'styles-6.css', 'component---src-templates-jobs-tsx-7.js', 'component---src-templates-jobs-tsx-7.js.map'],
    },
    { name: 'component---src-templates-home-tsx', files: ['framework-2.js', 'commons-5.js', 'component---src-templates-home-tsx-8.js'] },
    { name: 'consent-preferences', files: ['consent-preferences-9.js'] },
  ];

  test('each template’s scripts in webpack’s order, under the public path; no stylesheet, no source map', () => {
    expect(templateScripts(groups, '/')).toEqual({
      'component---src-templates-jobs-tsx': ['/commons-5.js', '/component---src-templates-jobs-tsx-7.js'],
      'component---src-templates-home-tsx': ['/commons-5.js', '/component---src-templates-home-tsx-8.js'],
    });
  });

  test('the app’s scripts and the lazy chunks are left out, a prefix is kept, a file named twice is listed once', () => {
    const twice = [...groups, { name: 'component---src-templates-offer-tsx', files: ['commons-5.js', 'commons-5.js', 'app-4.js'] }];
    expect(templateScripts(twice, '/site/')['component---src-templates-offer-tsx']).toEqual(['/site/commons-5.js']);
    expect(Object.keys(templateScripts(twice, '/'))).not.toContain('consent-preferences');
  });
});
