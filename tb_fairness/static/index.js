// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var VC=Object.defineProperty;var sd=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var KC=(e,t)=>{for(var n in t)VC(e,n,{get:t[n],enumerable:!0})};var ua,O0=sd(()=>{ua=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Ed(e){return e==="horizontal"?"width":"height"}var Cu,z0=sd(()=>{Cu=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Ed(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var F0={};KC(F0,{FlowLayout:()=>zs,flow:()=>rR});function B0(e){return e==="horizontal"?"marginLeft":"marginTop"}function iR(e){return e==="horizontal"?"marginRight":"marginBottom"}function sR(e){return e==="horizontal"?"xOffset":"yOffset"}function oR(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var rR,Ad,zs,Pd=sd(()=>{O0();z0();rR=e=>Object.assign({type:zs},e);Ad=class{constructor(){this._childSizeCache=new ua,this._marginSizeCache=new ua,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Ed(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[B0(n)]||0,o=this._metricsCache.get(i-1)?.[iR(n)]||0;this._marginSizeCache.set(i,oR(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[B0(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},zs=class extends Cu{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Ad,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[sR(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var Wl=globalThis,Xl=Wl.ShadowRoot&&(Wl.ShadyCSS===void 0||Wl.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,od=Symbol(),wy=new WeakMap,Wo=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==od)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(Xl&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=wy.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&wy.set(n,t))}return t}toString(){return this.cssText}},lt=e=>new Wo(typeof e=="string"?e:e+"",void 0,od),V=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new Wo(n,e,od)},_y=(e,t)=>{if(Xl)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=Wl.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},ad=Xl?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return lt(n)})(e):e;var{is:qC,defineProperty:UC,getOwnPropertyDescriptor:jC,getOwnPropertyNames:GC,getOwnPropertySymbols:YC,getPrototypeOf:WC}=Object,Jl=globalThis,$y=Jl.trustedTypes,XC=$y?$y.emptyScript:"",JC=Jl.reactiveElementPolyfillSupport,Xo=(e,t)=>e,Jo={toAttribute(e,t){switch(t){case Boolean:e=e?XC:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},Zl=(e,t)=>!qC(e,t),Sy={attribute:!0,type:String,converter:Jo,reflect:!1,useDefault:!1,hasChanged:Zl};Symbol.metadata??=Symbol("metadata"),Jl.litPropertyMetadata??=new WeakMap;var sr=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=Sy){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&UC(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=jC(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??Sy}static _$Ei(){if(this.hasOwnProperty(Xo("elementProperties")))return;let t=WC(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(Xo("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Xo("properties"))){let n=this.properties,r=[...GC(n),...YC(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(ad(i))}else t!==void 0&&n.push(ad(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return _y(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:Jo).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:Jo;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??Zl)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};sr.elementStyles=[],sr.shadowRootOptions={mode:"open"},sr[Xo("elementProperties")]=new Map,sr[Xo("finalized")]=new Map,JC?.({ReactiveElement:sr}),(Jl.reactiveElementVersions??=[]).push("2.1.2");var ud=globalThis,ky=e=>e,Ql=ud.trustedTypes,Ty=Ql?Ql.createPolicy("lit-html",{createHTML:e=>e}):void 0,cd="$lit$",or=`lit$${Math.random().toFixed(9).slice(2)}$`,fd="?"+or,ZC=`<${fd}>`,yi=document,Qo=()=>yi.createComment(""),ea=e=>e===null||typeof e!="object"&&typeof e!="function",dd=Array.isArray,Py=e=>dd(e)||typeof e?.[Symbol.iterator]=="function",ld=`[ 	
\f\r]`,Zo=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,Cy=/-->/g,My=/>/g,gi=RegExp(`>|${ld}(?:([^\\s"'>=/]+)(${ld}*=${ld}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),Ry=/'/g,Ey=/"/g,Dy=/^(?:script|style|textarea|title)$/i,hd=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=hd(1),a9=hd(2),l9=hd(3),cn=Symbol.for("lit-noChange"),_=Symbol.for("lit-nothing"),Ay=new WeakMap,bi=yi.createTreeWalker(yi,129);function Ly(e,t){if(!dd(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return Ty!==void 0?Ty.createHTML(t):t}var Ny=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=Zo;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===Zo?c[1]==="!--"?o=Cy:c[1]!==void 0?o=My:c[2]!==void 0?(Dy.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=gi):c[3]!==void 0&&(o=gi):o===gi?c[0]===">"?(o=i??Zo,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?gi:c[3]==='"'?Ey:Ry):o===Ey||o===Ry?o=gi:o===Cy||o===My?o=Zo:(o=gi,i=void 0);let h=o===gi&&e[a+1].startsWith("/>")?" ":"";s+=o===Zo?l+ZC:f>=0?(r.push(u),l.slice(0,f)+cd+l.slice(f)+or+h):l+or+(f===-2?a:h)}return[Ly(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},ta=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=Ny(t,n);if(this.el=e.createElement(u,r),bi.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=bi.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(cd)){let d=c[o++],h=i.getAttribute(f).split(or),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?tu:p[1]==="?"?nu:p[1]==="@"?ru:xi}),i.removeAttribute(f)}else f.startsWith(or)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(Dy.test(i.tagName)){let f=i.textContent.split(or),d=f.length-1;if(d>0){i.textContent=Ql?Ql.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],Qo()),bi.nextNode(),l.push({type:2,index:++s});i.append(f[d],Qo())}}}else if(i.nodeType===8)if(i.data===fd)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(or,f+1))!==-1;)l.push({type:7,index:s}),f+=or.length-1}s++}}static createElement(t,n){let r=yi.createElement("template");return r.innerHTML=t,r}};function vi(e,t,n=e,r){if(t===cn)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=ea(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=vi(e,i._$AS(e,t.values),i,r)),t}var eu=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??yi).importNode(n,!0);bi.currentNode=i;let s=bi.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new ys(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new iu(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=bi.nextNode(),o++)}return bi.currentNode=yi,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},ys=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=_,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=vi(this,t,n),ea(t)?t===_||t==null||t===""?(this._$AH!==_&&this._$AR(),this._$AH=_):t!==this._$AH&&t!==cn&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Py(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==_&&ea(this._$AH)?this._$AA.nextSibling.data=t:this.T(yi.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=ta.createElement(Ly(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new eu(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=Ay.get(t.strings);return n===void 0&&Ay.set(t.strings,n=new ta(t)),n}k(t){dd(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(Qo()),this.O(Qo()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=ky(t).nextSibling;ky(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},xi=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=_,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=_}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=vi(this,t,n,0),o=!ea(t)||t!==this._$AH&&t!==cn,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=vi(this,a[r+l],n,l),u===cn&&(u=this._$AH[l]),o||=!ea(u)||u!==this._$AH[l],u===_?t=_:t!==_&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===_?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},tu=class extends xi{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===_?void 0:t}},nu=class extends xi{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==_)}},ru=class extends xi{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=vi(this,t,n,0)??_)===cn)return;let r=this._$AH,i=t===_&&r!==_||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==_&&(r===_||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},iu=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){vi(this,t)}},Iy={M:cd,P:or,A:fd,C:1,L:Ny,R:eu,D:Py,V:vi,I:ys,H:xi,N:nu,U:ru,B:tu,F:iu},QC=ud.litHtmlPolyfillSupport;QC?.(ta,ys),(ud.litHtmlVersions??=[]).push("3.3.3");var Oy=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new ys(t.insertBefore(Qo(),s),s,void 0,n??{})}return i._$AI(e),i};var pd=globalThis,G=class extends sr{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Oy(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return cn}};G._$litElement$=!0,G.finalized=!0,pd.litElementHydrateSupport?.({LitElement:G});var eM=pd.litElementPolyfillSupport;eM?.({LitElement:G});(pd.litElementVersions??=[]).push("4.2.2");var zy=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],su=["value_a","value_b","gap"],By=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],wt=["negligible","small","medium","large"],na=[.1,.3,.5],Fy=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],vs=["worsened","improved","unchanged","undetermined"],Hy=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","verdict","rank_a","rank_b","movement","presence"];var ar=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},tM="fairness:associations-response",nM="fairness:skew-response";function fn(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function xs(e,t=""){return t?`${e}/${t}`:e}function rM(e,t){return xs(e)+"?"+fn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function iM(e,t){return xs(e)+"?"+fn({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function sM(e,t){return xs(e,"class")+"?"+fn({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function Vy(e,t){return xs(e)+"?"+fn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function oM(e,t){let n=t.a!==null&&t.b!==null;return xs(e,"disparity")+"?"+fn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function md(e,t){return xs(e)+"?"+fn({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function Gy(e){return"diff?"+fn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function aM(e){return Gy(e)+"&format=csv"}function lM(e){let t=new URLSearchParams(fn({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function uM(e){return"row?"+fn({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key})}function cM(e,t="csv"){return"table?"+fn({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}function N(e,t){throw new ar(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function te(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function fM(e,t="view route"){te(e)||N(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&N(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&N(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of By){let o=r[s];(!Array.isArray(o)||o.length!==n)&&N(t,`column \`${s}\` does not have ${n} rows`)}for(let s of su){let o=i[s];(!Array.isArray(o)||o.length!==n)&&N(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&N(t,"no `identities` or `metrics`"),e}function dM(e,t="view route"){te(e)||N(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&N(t,"`rows` is not a count"),te(e.model)||N(t,"no `model`"),(!te(e.columns)||!te(e.states))&&N(t,"no `columns` or `states`");let r=e.columns;for(let s of Fy){let o=r[s];(!Array.isArray(o)||o.length!==n)&&N(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&N(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||N(t,"no `groups`"),te(e.reasons)||N(t,"no `reasons`"),e}function hM(e,t="view route"){te(e)||N(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&N(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&N(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&N(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&N(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||N(t,"no `mistakes`"),e}function ou(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&N(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&N(e,`\`${s}\` rows do not have one entry per group`)}}function pM(e,t="view route"){te(e)||N(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&N(t,"no `classes` or `groups`"),ou(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&ou(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&N(t,"no `groupings` or `macro`"),te(e.reasons)||N(t,"no `reasons`"),e}function mM(e,t="view route"){te(e)||N(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&N(t,"no `classes`, `groups` or `thresholds`"),ou(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&ou(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||N(t,"no `groupings`"),te(e.reasons)||N(t,"no `reasons`"),e}function au(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&N(e,`\`${s}\` does not have one entry per ${i}`)}}function gM(e,t="view route"){te(e)||N(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&N(t,"no `groups`, `types` or `thresholds`"),au(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&N(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&N(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&N(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!te(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&N(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&N(t,"`labels` rates do not have one entry per group");return e}function bM(e,t="view route"){te(e)||N(t,"not an object");let{groups:n}=e;return Array.isArray(n)||N(t,"no `groups`"),au(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&au(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||N(t,"no `groupings`"),e}function yM(e,t="view route"){te(e)||N(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&N(t,"no `groups` or `ks`");let i=e.p_value!==void 0;au(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&N(t,`\`${s}\` rows do not have one entry per K`);return e}var vM=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function xM(e,t="view route"){te(e)||N(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&N(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&N(t,"no `columns` or `states`");let r=e.columns;for(let s of vM){let o=r[s];(!Array.isArray(o)||o.length!==n)&&N(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&N(t,`states \`gap\` does not have ${n} rows`),e}var Ky=new Set(vs),wM=["improved","worsened","unchanged","undetermined","only_in_a","only_in_b"];function _M(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function qy(e,t,n){t!==null&&(!te(t)||typeof t.key!="string"||typeof t.change!="number")&&N(e,`\`summary.${n}\` is malformed`)}function $M(e,t="diff"){te(e)||N(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&N(t,"`rows` is not a count"),te(e.columns)||N(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&N(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let s of Hy){let o=r[s];(!Array.isArray(o)||o.length!==n)&&N(t,`column \`${s}\` does not have ${n} rows`)}for(let s of r.verdict)Ky.has(s)||N(t,`unknown verdict ${JSON.stringify(s)}`);(!te(e.a)||!te(e.b))&&N(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&N(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&N(t,"no `level` or `fdr`");let i=e.summary;te(i)||N(t,"no `summary`");for(let s of wM)_M(i[s])||N(t,`\`summary.${s}\` is not a count`);qy(t,i.largest_regression,"largest_regression"),qy(t,i.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||N(t,"no `headlines`");for(let s of e.headlines)(!te(s)||typeof s.name!="string"||typeof s.title!="string"||typeof s.format!="string")&&N(t,"a malformed headline"),s.verdict!==null&&!Ky.has(s.verdict)&&N(t,`headline \`${s.name}\`: unknown verdict ${JSON.stringify(s.verdict)}`);return e}function SM(e){return e===null||typeof e=="number"}function Uy(e,t,n){(!te(t)||typeof t.step!="number"||typeof t.present!="boolean")&&N(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])SM(t[r])||N(e,`\`${n}\`: \`${r}\` is not a number or null`)}function kM(e,t="row"){te(e)||N(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&N(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&N(t,"no `value`, `bias` or `level`");let n=e.detail;(!te(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&N(t,"no `detail` table"),n.columns.every(r=>typeof r=="string")||N(t,"`detail.columns` are not names"),n.rows.every(r=>te(r))||N(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!te(n.head)&&N(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&N(t,"no `runs` or `steps`");for(let r of e.runs)Uy(t,r,"runs"),typeof r.run!="string"&&N(t,"a `runs` entry without a run");for(let r of e.steps)Uy(t,r,"steps");return e}function TM(e,t="trend"){te(e)||N(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&N(t,"no `names` or `series`");for(let n of e.series){(!te(n)||typeof n.run!="string"||!Array.isArray(n.points))&&N(t,"a malformed `series` entry");for(let r of n.points)(!te(r)||typeof r.step!="number"||!te(r.values))&&N(t,"a malformed point")}return e}function CM(e,t){return(!te(e)||!te(e.runs))&&N(t,"no `runs`"),e}function MM(e,t){return(!te(e)||!Array.isArray(e.steps))&&N(t,"no `steps`"),e}function gd(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>te(n)&&typeof n.name=="string"&&t(n))}function RM(e,t="kinds"){(!te(e)||!Array.isArray(e.kinds))&&N(t,"no `kinds`");for(let n of e.kinds)(!te(n)||typeof n.name!="string")&&N(t,"a kind without a name"),gd(n.options)||N(t,`kind \`${n.name}\`: malformed \`options\``),gd(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||N(t,`kind \`${n.name}\`: malformed \`tables\``),gd(n.headlines,r=>typeof r.title=="string")||N(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&N(t,`kind \`${n.name}\`: malformed \`views\``);return e}function jy(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&N(t,"not a CSV table"),e}var Vt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new ar(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new ar(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new ar(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new ar(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return CM(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return RM(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+fn({run:t,tag:n});return MM(await this.getJson(i,r),i)}async associations(t,n,r){let i=rM(t,n);return fM(await this.getJson(i,r,tM),i)}async skew(t,n,r){let i=iM(t,n);return dM(await this.getJson(i,r,nM),i)}async skewClass(t,n,r){let i=sM(t,n);return hM(await this.getJson(i,r),i)}async groups(t,n,r){let i=Vy(t,n);return pM(await this.getJson(i,r),i)}async detection(t,n,r){let i=Vy(t,n);return mM(await this.getJson(i,r),i)}async disparity(t,n,r){let i=oM(t,n);return xM(await this.getJson(i,r),i)}async harmful(t,n,r){let i=md(t,n);return gM(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=md(t,n);return bM(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=md(t,n);return yM(await this.getJson(i,r),i)}async diff(t,n){let r=Gy(t);return $M(await this.getJson(r,n),r)}async diffCsv(t,n){let r=aM(t);return jy(await this.getText(r,n),r)}async trend(t,n){let r=lM(t);return TM(await this.getJson(r,n),r)}async row(t,n){let r=uM(t);return kM(await this.getJson(r,n),r)}async tableCsv(t,n){let r=cM(t,"csv");return jy(await this.getText(r,n),r)}},we=Symbol("stale"),$e=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:we}catch(i){if(r!==this.generation||n.signal.aborted)return we;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function Yy(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function Wy(e){return e?e.options.map(t=>t.name):[]}function Pt(e,t){return e?.options.find(n=>n.name===t)??null}function EM(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function Xy(e,t){return e===null||Pt(e,"table")!==null?t:null}function Mn(e,t,n){let r=EM(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function ws(e,t){let n=Pt(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function He(e,t){let n=ws(e,t);return typeof n=="number"?n:null}function Nr(e,t){let n=ws(e,t);return typeof n=="string"?n:null}function Ir(e,t){let n=Pt(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Re(e,t,n){let r=Pt(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function dn(e,t,n){return Re(e,t,n)?n:He(e,t)}function _s(e,t,n){return n!==void 0&&Re(e,t,n)?n:Nr(e,t)}function lu(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function hn(e,t){let n=Pt(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${lu(n.minimum)}, ${lu(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${lu(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${lu(n.maximum)}`}var Ve="fairness_";function Dt(e){let t=new Map;for(let[n,r]of e)n.startsWith(Ve)&&t.set(n.slice(Ve.length),r);return t}function Te(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function uu(e){let t=Te(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function Ee(e,t,n){n!==null&&n!==""&&e.push([Ve+t,String(n)])}function ht(e,t,n,r,i=t){n!==ws(r,i)&&Ee(e,t,n)}function $s(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Jy(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var wi={run:"run",tag:"tag",step:"step"},AM=new Set(Object.values(wi).map(e=>Ve+e));function Zy(e){let t=[];return Ee(t,wi.run,e.run),Ee(t,wi.tag,e.tag),Ee(t,wi.step,e.step),t}function Qy(e){let t=Dt(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(wi.run),tag:n(wi.tag),step:uu(t.get(wi.step))}}function e0(e){let t=[];for(let[n,r]of e)n.startsWith(Ve)&&!AM.has(n)&&t.push([n,r]);return t}function bd(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function yd(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function cu(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function t0(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function fu(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function n0(e){try{return decodeURIComponent(e)}catch{return e}}function r0(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:n0(n.slice(0,r)),value:n0(n.slice(r+1))}})}function PM(e){let t=[];for(let n of r0(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function DM(e,t,n){let r=r0(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function i0(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function s0(){return PM(i0().location.hash)}function o0(e,t){let n=i0(),r=n.location.hash,i=DM(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function vd(e){return/[",\r\n]/.test(e)?'"'+e.replace(/"/g,'""')+'"':e}function du(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Lt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var LM=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function L(e){return typeof e=="number"&&Number.isFinite(e)?LM.format(e):""}function ye(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var NM={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},IM={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function hu(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ye(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:NM[n],state:n,title:IM[n]}}function Or(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Ke(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function pu(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function lr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function pt(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return OM(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function OM(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function zr(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function a0(e,t,n=`${t}s`){return`${L(e)} ${e===1?t:n}`}var xd=["auto","all","compact"],wd=100,bu=[.9,.95,.99],p0=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:wd,minCount:null,significantOnly:!1,columns:"auto"});function yu(e){let t=m0(Nr(e,"rank_by")??void 0,e);return{...p0,gap:[null,null],count:[null,null],metric:Nr(e,"metric"),rankBy:t,sort:ra(t),level:He(e,"level"),fdr:He(e,"fdr")}}function _d(e){return e==="label"||e==="p_value"?"asc":"desc"}function ra(e){return e==="bound"?"bound":"gap"}var fe={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function $d(e,t){let n=[],r=(i,s)=>Ee(n,i,s);return ht(n,fe.metric,e.metric,t),r(fe.a,e.a),r(fe.b,e.b),ht(n,fe.rankBy,e.rankBy,t),ht(n,fe.level,e.level,t),ht(n,fe.fdr,e.fdr,t),e.minCount!==null&&r(fe.minCount,e.minCount),e.significantOnly&&r(fe.significantOnly,1),(e.sort!==ra(e.rankBy)||e.dir!=="desc")&&(r(fe.sort,e.sort),r(fe.dir,e.dir)),r(fe.search,e.search),r(fe.gapMin,e.gap[0]),r(fe.gapMax,e.gap[1]),r(fe.countMin,e.count[0]),r(fe.countMax,e.count[1]),e.topK!==wd&&r(fe.topK,e.topK),e.columns!==p0.columns&&r(fe.columns,e.columns),n}var zM="gap";function m0(e,t){let n=e===zM?"signed":e;return Re(t,"rank_by",n)?n:null}function BM(e){let t=Te(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:wd}function g0(e,t){let n=Dt(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=yu(t);i.metric=_s(t,"metric",r(fe.metric)),i.a=r(fe.a),i.b=r(fe.b),i.rankBy=m0(n.get(fe.rankBy),t)??i.rankBy,i.sort=ra(i.rankBy),i.level=dn(t,"level",Te(n.get(fe.level))),i.fdr=dn(t,"fdr",Te(n.get(fe.fdr)));let s=Te(n.get(fe.minCount));Re(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(fe.significantOnly)==="1";let o=n.get(fe.sort);if(o!==void 0&&zy.includes(o)){i.sort=o;let l=n.get(fe.dir);i.dir=l==="asc"||l==="desc"?l:_d(i.sort)}i.search=n.get(fe.search)??"",i.gap=[Te(n.get(fe.gapMin)),Te(n.get(fe.gapMax))],i.count=[Te(n.get(fe.countMin)),Te(n.get(fe.countMax))],i.topK=BM(n.get(fe.topK));let a=n.get(fe.columns);return xd.includes(a)&&(i.columns=a),i}function FM(e){return su.includes(e)}function Ss(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=FM(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function HM(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=Ss(e,t,r);return n}function b0(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=HM(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function l0(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function u0([e,t]){return e!==null||t!==null}function ks(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,f)=>({name:u,sub:c,title:zr(u,e,f)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${Nt(n)} \xB7 by bound`,`the gap's ${Nt(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${Nt(r)}`)}}function c0(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function VM(e,t){return e!==""&&c0(e)&&c0(t)&&t.includes(e)}var KM=32,mu=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&VM(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=KM&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=u0(s)||u0(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let h=0;h<u.length;h++)this.all[h]=u[h]}return this.all}if(n===null){let h=new Array(u.length),p=0;for(let m=0;m<u.length;m++)this.keep(r,u[m],s,o,a)&&(h[p++]=u[m]);return h.length=p,h}let c=this.positions(t,n),f=new Array(c.length);if(!l){for(let h=0;h<c.length;h++)f[h]=u[c[h]];return f}let d=0;for(let h=0;h<c.length;h++){let p=u[c[h]];this.keep(r,p,s,o,a)&&(f[d++]=p)}return f.length=d,f}keep(t,n,r,i,s){return l0(Ss(t,"gap",n),r)&&l0(Ss(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function y0(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}function v0(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function x0(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function w0(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function qM(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function Sd(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=Ss(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:qM(r,n??w0(r.length)),finite:r.length,nonFinite:i}}function f0(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function vu(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=Ss(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=Ss(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,w0(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let y=0;y<d;y++)f.push({x0:10**(h+y*m),x1:10**(y===d-1?p:h+(y+1)*m),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let v=Math.min(d-1,Math.max(0,Math.floor((b-h)/m)));f[v].all++,y<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:f0(l),allMedian:f0(u)}}function Nt(e){return`${Number((e*100).toPrecision(4))}%`}function d0(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function gu(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return d0(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return d0(`${Number(n)}e${Number(r)}`)}function UM(e,t){return`[${gu(e)}, ${gu(t)}]`}function kd(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function xu(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${gu(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${gu(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,h=r.p_value[t],p=typeof h=="number"&&Number.isFinite(h),m,y;p?(m=pt(h),y=`p = ${h} (two-sided, for gap = 0)`):d?(m="\u2014",y=kd(n)):f!==null?(m="undefined",y=f):(m="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?UM(i,s):c??"undefined",intervalReason:f,p:p?h:null,pText:m,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:d}}function h0(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function _0(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let m=0;m<e.rows;m++){if(u&&p[m]===!0)continue;let y=d[m],b=h[m];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),f.push(b))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,h0(i,o)),l=Math.max(0,h0(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Td(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${Nt(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${Nt(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function $0(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}var _i="#f57c00",Ts=340,jM="#303030",S0=V`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${lt(_i)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${lt(jM)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,Z=V`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,k0=V`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,ia=V`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,$i=V`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Cd=V`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,Si=V`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,Kt=V`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,Cs=V`
  ${$i}
  ${Cd}
  ${Si}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,We=V`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Xe=V`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,ki={negligible:"#cfd8dc",small:"#ffcc80",medium:_i,large:"#b71c1c"};var Br={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function T0(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function st(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Fr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function It(e){return e instanceof Error?e.message:String(e)}function Ms(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var wu={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},_t=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=It(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),we}}set(t){this.status=t,T0(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?_:g`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>g`<button class="primary link" name=${r.name??_} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?g`<div class="loading">${r}</div>`:_}renderCsvButton(t,n,r,i,s="Download CSV"){return g`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??_}
      @click=${r}
    >
      ${s}
    </button>`}},Rn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new $e;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:Xy(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=It(s),this.pending=null,this.host.requestUpdate();return}i!==we&&(this.pending=null,this.host.requestUpdate(),Ms(i,r))}renderError(){return this.error===null?_:g`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Rs(e,t,n,r){return g`<span class="shown">showing <b>${L(e)}</b> of ${L(t)}${` ${n}`}${r?g` ${r}`:_}</span>`}function Hr(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function Vr(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function GM(e){return e.trim()===""?null:Number(e)}function Ti(e,t,n){let r=GM(n);return Re(e,t,r)?r:null}function En(e,t){let n=hn(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function qt(e,t){let n=Pt(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function Md(e){return g`<label class="field">
    <span class="name">${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??_}
      max=${e.max??_}
      step=${e.step}
      inputmode=${e.decimal?"decimal":_}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function _u(e,t,n,r){let i=Ti(e,"fdr",t)===null;return Md({label:"FDR q",name:"fdr",text:t,invalid:i,title:i?En(e,"fdr"):`${n} (${hn(e,"fdr")})`,...qt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var C0="",YM={signed:"signed gap",bound:"conservative bound"},WM={auto:"fit the width",all:"all",compact:"without A and B"},M0={fdr:"fdr",minCount:"min_count"};function Es(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var sa=class extends G{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Es(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Es(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Re(this.declaration,M0[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Es(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=M0[t],o=!this.statValid(t,Es(i)),{min:a,max:l}=qt(this.declaration,s);return g`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${En(this.declaration,s)}.`:r}
      min=${a??_}
      max=${l??_}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Es(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Es(i));return g`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${t}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return _;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return g`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>g`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&t.a!==null?g`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:_}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${L(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===C0?null:o})}}
          >
            <option .value=${C0} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${L(s.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${t.search}
            @input=${s=>this.emit({search:s.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${xd.map(s=>g`<option .value=${s} .selected=${t.columns===s}>${WM[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label class="field" title="signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first">
          <span class="name">Rank by</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${Ir(this.declaration,"rank_by").map(s=>g`<option .value=${s} .selected=${t.rankBy===s}>${YM[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title="Confidence level of the intervals (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||bu.includes(t.level)?bu:[...bu,t.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===t.level}>${Nt(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${hn(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">Min count</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError?g`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:_}
    `}};sa.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},sa.styles=[Z,We,V`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",sa);function As(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var XM={attribute:!0,type:String,converter:Jo,reflect:!1,hasChanged:Zl},JM=(e=XM,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function Ps(e){return(t,n)=>typeof n=="object"?JM(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var Ls={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},oa=e=>(...t)=>({_$litDirective$:e,values:t}),Ds=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:ZM}=Iy,R0=e=>e;var A0=e=>e.strings===void 0,E0=()=>document.createComment(""),Ns=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(E0(),i),o=r.insertBefore(E0(),i);n=new ZM(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=R0(l).nextSibling;R0(r).insertBefore(l,i),l=u}}}return n},Kr=(e,t,n=e)=>(e._$AI(t,n),e),QM={},P0=(e,t=QM)=>e._$AH=t,D0=e=>e._$AH,$u=e=>{e._$AR(),e._$AA.remove()};var aa=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),aa(r,t);return!0},Su=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},L0=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),nR(t)}};function eR(e){this._$AN!==void 0?(Su(this),this._$AM=e,L0(this)):this._$AM=e}function tR(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)aa(r[s],!1),Su(r[s]);else r!=null&&(aa(r,!1),Su(r));else aa(this,e)}var nR=e=>{e.type==Ls.CHILD&&(e._$AP??=tR,e._$AQ??=eR)},ku=class extends Ds{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),L0(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(aa(this,t),Su(this))}setValue(t){if(A0(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var N0=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},I0=oa(class extends Ds{constructor(e){if(super(e),e.type!==Ls.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=D0(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=Kr(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=Kr(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=Kr(i[f],s[p]),Ns(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=Kr(i[d],s[h]),Ns(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=N0(o,h,p),c=N0(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),y=m!==void 0?i[m]:null;if(y===null){let b=Ns(e,i[f]);Kr(b,s[h]),l[h]=b}else l[h]=Kr(y,s[h]),Ns(e,i[f],y),i[m]=null;h++}else $u(i[d]),d--;else $u(i[f]),f++;for(;h<=p;){let m=Ns(e,l[p+1]);Kr(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&$u(m)}return this.ut=o,P0(e,l),cn}});var Is=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Is.eventName="rangeChanged";var Os=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Os.eventName="visibilityChanged";var la=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};la.eventName="unpinned";var Rd=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Tu=class extends Rd{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var H0=typeof window<"u"?window.ResizeObserver:void 0;var ca=Symbol("virtualizerRef"),Mu="virtualizer-sizer",V0,Eu=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new H0(()=>this._hostElementSizeChanged()),this._childrenRO=new H0(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[ca]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=uR(this._hostElement,t),this._scrollerController=new Tu(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${Mu}]`);n||(n=document.createElement("div"),n.setAttribute(Mu,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Mu,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||V0;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(V0=r=(await Promise.resolve().then(()=>(Pd(),F0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},aR(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new la)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Mu)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,m=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Is({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Os({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function aR(e){let t=window.getComputedStyle(e);return{marginTop:Ru(t.marginTop),marginRight:Ru(t.marginRight),marginBottom:Ru(t.marginBottom),marginLeft:Ru(t.marginLeft)}}function Ru(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function K0(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function lR(e,t=!1){let n=[],r=t?e:K0(e);for(;r!==null;)n.push(r),r=K0(r);return n}function uR(e,t=!1){let n=!1;return lR(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var Ld=e=>e,Nd=(e,t)=>g`${t}: ${JSON.stringify(e,null,2)}`,Dd=class extends ku{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Nd(n,r+this._first),this._keyFunction=(n,r)=>Ld(n,r+this._first),this._items=[],t.type!==Ls.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return I0(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?cn:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Eu({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},q0=oa(Dd);var ur=class extends G{constructor(){super(...arguments),this.items=[],this.renderItem=Nd,this.keyFunction=Ld,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${q0({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[ca]?.element(t)}get layoutComplete(){return this[ca]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};As([Ps({attribute:!1})],ur.prototype,"items",void 0);As([Ps()],ur.prototype,"renderItem",void 0);As([Ps()],ur.prototype,"keyFunction",void 0);As([Ps({attribute:!1})],ur.prototype,"layout",void 0);As([Ps({reflect:!0,type:Boolean})],ur.prototype,"scroller",void 0);customElements.define("lit-virtualizer",ur);Pd();function Au(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function Pu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function Du(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var Id=24,cR=(e,t)=>t,fR=150,Od=class extends zs{constructor(...t){super(...t),this._overhang=fR}},dR={type:Od},qr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function zd(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function hR(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=g`<span class="arrow">${Du(s,i)}</span>`,a=()=>zd(e,{column:t.key,dir:Au(t.key,r,i,n)});return g`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${Pu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?_:o}<span class="col-name">${t.name}</span>${t.text?o:_}</span>
    ${t.sub?g`<span class="sub">${t.sub}</span>`:_}
  </button>`}function Fs(e,t){let{rows:n}=e;return g`<div
    role="table"
    style=${t.tableStyle??_}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:_}
  >
    <div class="head" role="row" style=${t.headStyle??_}>
      ${t.columns.map(r=>"header"in r?r.header:hR(e,r,t.defaultDir))}
    </div>
    ${n.length===0?g`<div class="none">${t.empty}</div>`:t.keyByPosition?g`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${cR}
              .layout=${dR}
            ></lit-virtualizer>`:g`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var Bs=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/Id))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=v0(t.key,s<0?null:s,i.length,Math.floor((a-o)/Id)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=x0(l,Id,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function Lu(e,t){return g`<div class="cell mark" role="cell" data-col="significant">
    ${e?Hs(t):_}
  </div>`}function Hs(e){return g`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function Ci(e,t,n,r){return g`<div class=${e} data-significant=${r} data-q=${n??_}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var Nu=V`
  .legend,
  .rate-legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`,Vs=[k0,V`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],Iu=V`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var pR=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],mR=new Set(["count_a","count_b","value_a","value_b"]),fa=76,Bd=14,gR="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",bR="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Fd=912,U0=584,yR="fairness:rows-rendered";function vR(e,t,[n,r]){let s=v=>(v-n)/(r-n)*(fa-6)+3,o=v=>Math.min(fa-3,Math.max(3,v)),a=Bd/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>fa-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10,b=s(0);return g`<svg class="whisker" width=${fa} height=${Bd} aria-hidden="true">
    <path class="zero" d=${`M${b},0V${Bd}`}></path>
    <path class="bar" d=${`M${d},${a}H${h}${p}${m}`}></path>
    <circle class="dot" cx=${y} cy=${a} r=${y>=0&&y<=fa?2.5:0}></circle>
  </svg>`}var da=class extends G{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new Bs(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Fd;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=ks("significant",this.names,n,r),s=g`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...pR.map(o=>({key:o,text:o==="label",className:mR.has(o)?"ab":void 0,...ks(o,this.names,n,r)})),{header:s}]}renderValue(n,r,i){let s=this.table,o=hu(s.columns[n][r],s.states[n][r]);return o.state===null?g`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${o.title}>${o.text}</div>`:g`<div
      class="cell num ${i?"ab":""} state ${o.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${o.state}
      title=${o.title}
    >
      ${o.text}
    </div>`}renderStats(n){let r=this.table,i=xu(r,n,this.stats.minCount),s=r.columns.gap[n],o=Nt(this.stats.level),a=i.interval?`${o} interval ${i.intervalText}; conservative bound ${i.bound===null?"\u2014":i.bound}`+(i.insufficient?`. ${i.pTitle}`:""):i.intervalReason??"",l=`significant at FDR ${Nt(this.stats.fdr)}`;return g`<div
        class="cell num interval ${i.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${i.interval?String(i.interval[0]):""}
        data-upper=${i.interval?String(i.interval[1]):""}
        title=${a}
      >
        ${i.interval?vR(i.interval,typeof s=="number"?s:null,this.stats.domain):_}<span
          class="text"
          >${i.intervalText}</span
        >
      </div>
      <div
        class="cell num ${i.p===null?"why":""} ${i.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${i.pTitle}
      >
        ${i.pText}
      </div>
      ${Lu(i.significant,l)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0;return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?kd(this.stats.minCount):_}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${L(i.count[n])}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${L(i.count_a[n])}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${L(i.count_b[n])}</div>
      ${this.renderValue("value_a",n,!0)} ${this.renderValue("value_b",n,!0)} ${this.renderValue("gap",n,!1)}
      ${this.renderStats(n)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact(),(this.cursorMoved()||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(yR))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?_:Fs(this,{columns:this.headerColumns(),defaultDir:_d,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};da.properties={...qr,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},da.styles=[Z,...Vs,Iu,V`
      .head,
      .row {
        grid-template-columns: ${lt(gR)};
        min-width: ${lt(`${Fd}px`)};
      }
      lit-virtualizer {
        min-width: ${lt(`${Fd}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${lt(bR)};
        min-width: ${lt(`${U0}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${lt(`${U0}px`)};
      }
      :host([compact]) .ab {
        display: none;
      }
      .head button {
        padding: 4px 6px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head button .top {
        max-width: 100%;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The label stays in view when the table scrolls sideways. */
      .head button[data-col='label'],
      .cell.label {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='label'] {
        background: var(--header-bg);
      }
      .head button[data-col='label']:hover {
        background: var(--header-hover);
      }
      .cell.label {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row {
        cursor: pointer;
        /* Each row lays out and paints on its own: a search that changes the rows in view
           does not invalidate the rest of the table. */
        contain: strict;
      }
      .row.insufficient .cell.label {
        background: var(--dim-bg);
      }
      .row:hover .cell.label {
        background: var(--hover-bg);
      }
      /* The cursor's ring over the sticky label too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
         whiskers line up whatever the width of their interval's text. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .whisker {
        overflow: visible;
      }
      .whisker .zero {
        stroke: var(--chart-rule);
        stroke-dasharray: 2 2;
      }
      .row.insufficient {
        color: var(--state-fg);
        background: var(--dim-bg);
      }
      .row.insufficient:hover {
        background: var(--hover-bg);
      }
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
      /* The open row, whatever else it is (insufficient, under the mouse). */
      .row[aria-selected='true'],
      .row[aria-selected='true']:hover,
      .row[aria-selected='true'] .cell.label {
        background: var(--selected-bg);
      }
    `];customElements.define("fairness-table",da);function ut(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function fr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Gs(e){let t,n,r;e.length!==2?(t=ut,n=(a,l)=>ut(e(a),l),r=(a,l)=>e(a)-l):(t=e===ut||e===fr?e:xR,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function xR(){return 0}function j0(e){return e===null?NaN:+e}function*wR(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var G0=Gs(ut),Ys=G0.right,iL=G0.left,sL=Gs(j0).center;var oL=Y0(W0),aL=Y0(_R);function Y0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(Ks(a,u,i,s,o),Ks(a,i,u,s,o),Ks(a,u,i,s,o),qs(l,i,u,s,o),qs(l,u,i,s,o),qs(l,i,u,s,o)):a?(Ks(a,i,u,s,o),Ks(a,u,i,s,o),Ks(a,i,u,s,o)):l&&(qs(l,i,u,s,o),qs(l,u,i,s,o),qs(l,i,u,s,o)),t}}function Ks(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function qs(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function _R(e){let t=W0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function W0(e){let t=Math.floor(e);if(t===e)return $R(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function $R(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function Kd(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function SR(e){return e.length|0}function kR(e){return!(e>0)}function TR(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function CR(e){return t=>e(...t)}function X0(...e){let t=typeof e[e.length-1]=="function"&&CR(e.pop());e=e.map(TR);let n=e.map(SR),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(kR))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function J0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function qd(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function Ud(e,t){let n=qd(e,t);return n&&Math.sqrt(n)}function ot(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var Ut=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var jt=class extends Map{constructor(t,n=ev){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(Hd(this,t))}has(t){return super.has(Hd(this,t))}set(t,n){return super.set(Z0(this,t),n)}delete(t){return super.delete(Q0(this,t))}},An=class extends Set{constructor(t,n=ev){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(Hd(this,t))}add(t){return super.add(Z0(this,t))}delete(t){return super.delete(Q0(this,t))}};function Hd({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function Z0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function Q0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function ev(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Vd(e){return e}function Mi(e,...t){return jd(e,Vd,Vd,t)}function dr(e,t,...n){return jd(e,Vd,t,n)}function tv(e,t,...n){return jd(e,Array.from,t,n)}function jd(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new jt,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function MR(e,t){return Array.from(t,n=>e[n])}function Us(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=Ou(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>Ou(n[i],n[s]))),MR(e,r)}return e.sort(nv(n))}function nv(e=ut){if(e===ut)return Ou;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function Ou(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function Bu(e,t,n){return(t.length!==2?Us(dr(e,t,n),(([r,i],[s,o])=>ut(i,o)||ut(r,s))):Us(Mi(e,n),(([r,i],[s,o])=>t(i,o)||ut(r,s)))).map(([r])=>r)}var RR=Array.prototype,lL=RR.slice;var ER=Math.sqrt(50),AR=Math.sqrt(10),PR=Math.sqrt(2);function zu(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=ER?10:s>=AR?5:s>=PR?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?zu(e,t,n*2):[a,l,u]}function Ur(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?zu(t,e,n):zu(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function js(e,t,n){return t=+t,e=+e,n=+n,zu(e,t,n)[2]}function pa(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?js(t,e,n):js(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function rv(e){return Math.max(1,Math.ceil(Math.log(Kd(e))/Math.LN2)+1)}function mt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function iv(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function Gt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function sv(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function ov(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?Ou:nv(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));ov(e,t,h,p,i)}let s=e[t],o=n,a=r;for(ha(e,n,t),i(e[r],s)>0&&ha(e,n,r);o<a;){for(ha(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?ha(e,n,a):(++a,ha(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function ha(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function Gd(e,t=ut){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?ut(o,i)>0:ut(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function cr(e,t,n){if(e=Float64Array.from(wR(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return Gt(e);if(t>=1)return mt(e);var r,i=(r-1)*t,s=Math.floor(i),o=mt(ov(e,s).subarray(0,s+1)),a=Gt(e.subarray(s+1));return o+(a-o)*(i-s)}}function av(e,t,n=j0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function lv(e,t,n){let r=Kd(e),i=cr(e,.75)-cr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function Yd(e,t,n){let r=Kd(e),i=Ud(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function uv(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function ma(e,t){return cr(e,.5,t)}function*DR(e){for(let t of e)yield*t}function Wd(e){return Array.from(DR(e))}function cv(e,t){let n=new jt;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function fv(e,t=LR){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function LR(e,t){return[e,t]}function Ws(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var uL=NR(Math.random);function NR(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function pn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function Xs(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function IR(e){return e}var Xd=1,Jd=2,Zd=3,Fu=4,dv=1e-6;function OR(e){return"translate("+e+",0)"}function zR(e){return"translate(0,"+e+")"}function BR(e){return t=>+e(t)}function FR(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function HR(){return!this.__axis}function VR(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===Xd||e===Fu?-1:1,c=e===Fu||e===Jd?"x":"y",f=e===Xd||e===Zd?OR:zR;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),m=i??(t.tickFormat?t.tickFormat.apply(t,n):IR),y=Math.max(s,0)+a,b=t.range(),v=+b[0]+l,$=+b[b.length-1]+l,x=(t.bandwidth?FR:BR)(t.copy(),l),k=h.selection?h.selection():h,w=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(p,t).order(),C=S.exit(),R=S.enter().append("g").attr("class","tick"),P=S.select("line"),E=S.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(R),P=P.merge(R.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),E=E.merge(R.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===Xd?"0em":e===Zd?"0.71em":"0.32em")),h!==k&&(w=w.transition(h),S=S.transition(h),P=P.transition(h),E=E.transition(h),C=C.transition(h).attr("opacity",dv).attr("transform",function(T){return isFinite(T=x(T))?f(T+l):this.getAttribute("transform")}),R.attr("opacity",dv).attr("transform",function(T){var z=this.parentNode.__axis;return f((z&&isFinite(z=z(T))?z:x(T))+l)})),C.remove(),w.attr("d",e===Fu||e===Jd?o?"M"+u*o+","+v+"H"+l+"V"+$+"H"+u*o:"M"+l+","+v+"V"+$:o?"M"+v+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+v+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(T){return f(x(T)+l)}),P.attr(c+"2",u*s),E.attr(c,u*y).text(m),k.filter(HR).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===Jd?"start":e===Fu?"end":"middle"),k.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function hv(e){return VR(Zd,e)}var Qd="http://www.w3.org/1999/xhtml",jr={svg:"http://www.w3.org/2000/svg",xhtml:Qd,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function pv(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),jr.hasOwnProperty(t)?{space:jr[t],local:e}:e}function KR(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===Qd&&t.documentElement.namespaceURI===Qd?t.createElement(e):t.createElementNS(n,e)}}function qR(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function Js(e){var t=pv(e);return(t.local?qR:KR)(t)}function UR(){}function mv(e){return e==null?UR:function(){return this.querySelector(e)}}function jR(e){typeof e!="function"&&(e=mv(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Ot(r,this._parents)}function GR(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function YR(){return[]}function WR(e){return e==null?YR:function(){return this.querySelectorAll(e)}}function XR(e){return function(){return GR(e.apply(this,arguments))}}function JR(e){typeof e=="function"?e=XR(e):e=WR(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new Ot(r,i)}function ZR(e){return function(){return this.matches(e)}}function gv(e){return function(t){return t.matches(e)}}var QR=Array.prototype.find;function e3(e){return function(){return QR.call(this.children,e)}}function t3(){return this.firstElementChild}function n3(e){return this.select(e==null?t3:e3(typeof e=="function"?e:gv(e)))}var r3=Array.prototype.filter;function i3(){return Array.from(this.children)}function s3(e){return function(){return r3.call(this.children,e)}}function o3(e){return this.selectAll(e==null?i3:s3(typeof e=="function"?e:gv(e)))}function a3(e){typeof e!="function"&&(e=ZR(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new Ot(r,this._parents)}function bv(e){return new Array(e.length)}function l3(){return new Ot(this._enter||this._groups.map(bv),this._parents)}function Hu(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}Hu.prototype={constructor:Hu,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function u3(e){return function(){return e}}function c3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new Hu(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function f3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new Hu(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function d3(e){return e.__data__}function h3(e,t){if(!arguments.length)return Array.from(this,d3);var n=t?f3:c3,r=this._parents,i=this._groups;typeof e!="function"&&(e=u3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=p3(e.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),y=o[u]=new Array(p),b=l[u]=new Array(d);n(c,f,m,y,b,h,t);for(var v=0,$=0,x,k;v<p;++v)if(x=m[v]){for(v>=$&&($=v+1);!(k=y[$])&&++$<p;);x._next=k||null}}return o=new Ot(o,r),o._enter=a,o._exit=l,o}function p3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function m3(){return new Ot(this._exit||this._groups.map(bv),this._parents)}function g3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function b3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Ot(a,this._parents)}function y3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function v3(e){e||(e=x3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new Ot(i,this._parents).order()}function x3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function w3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function _3(){return Array.from(this)}function $3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function S3(){let e=0;for(let t of this)++e;return e}function k3(){return!this.node()}function T3(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function C3(e){return function(){this.removeAttribute(e)}}function M3(e){return function(){this.removeAttributeNS(e.space,e.local)}}function R3(e,t){return function(){this.setAttribute(e,t)}}function E3(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function A3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function P3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function D3(e,t){var n=pv(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?M3:C3:typeof t=="function"?n.local?P3:A3:n.local?E3:R3)(n,t))}function yv(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function L3(e){return function(){this.style.removeProperty(e)}}function N3(e,t,n){return function(){this.style.setProperty(e,t,n)}}function I3(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function O3(e,t,n){return arguments.length>1?this.each((t==null?L3:typeof t=="function"?I3:N3)(e,t,n??"")):z3(this.node(),e)}function z3(e,t){return e.style.getPropertyValue(t)||yv(e).getComputedStyle(e,null).getPropertyValue(t)}function B3(e){return function(){delete this[e]}}function F3(e,t){return function(){this[e]=t}}function H3(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function V3(e,t){return arguments.length>1?this.each((t==null?B3:typeof t=="function"?H3:F3)(e,t)):this.node()[e]}function vv(e){return e.trim().split(/^|\s+/)}function th(e){return e.classList||new xv(e)}function xv(e){this._node=e,this._names=vv(e.getAttribute("class")||"")}xv.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function wv(e,t){for(var n=th(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function _v(e,t){for(var n=th(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function K3(e){return function(){wv(this,e)}}function q3(e){return function(){_v(this,e)}}function U3(e,t){return function(){(t.apply(this,arguments)?wv:_v)(this,e)}}function j3(e,t){var n=vv(e+"");if(arguments.length<2){for(var r=th(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?U3:t?K3:q3)(n,t))}function G3(){this.textContent=""}function Y3(e){return function(){this.textContent=e}}function W3(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function X3(e){return arguments.length?this.each(e==null?G3:(typeof e=="function"?W3:Y3)(e)):this.node().textContent}function J3(){this.innerHTML=""}function Z3(e){return function(){this.innerHTML=e}}function Q3(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function e6(e){return arguments.length?this.each(e==null?J3:(typeof e=="function"?Q3:Z3)(e)):this.node().innerHTML}function t6(){this.nextSibling&&this.parentNode.appendChild(this)}function n6(){return this.each(t6)}function r6(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function i6(){return this.each(r6)}function s6(e){var t=typeof e=="function"?e:Js(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function o6(){return null}function a6(e,t){var n=typeof e=="function"?e:Js(e),r=t==null?o6:typeof t=="function"?t:mv(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function l6(){var e=this.parentNode;e&&e.removeChild(this)}function u6(){return this.each(l6)}function c6(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function f6(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function d6(e){return this.select(e?f6:c6)}function h6(e){return arguments.length?this.property("__data__",e):this.node().__data__}function p6(e){return function(t){e.call(this,t,this.__data__)}}function m6(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function g6(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function b6(e,t,n){return function(){var r=this.__on,i,s=p6(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function y6(e,t,n){var r=m6(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?b6:g6,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function $v(e,t,n){var r=yv(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function v6(e,t){return function(){return $v(this,e,t)}}function x6(e,t){return function(){return $v(this,e,t.apply(this,arguments))}}function w6(e,t){return this.each((typeof t=="function"?x6:v6)(e,t))}function*_6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var Sv=[null];function Ot(e,t){this._groups=e,this._parents=t}function $6(){return new Ot([[document.documentElement]],Sv)}function S6(){return this}Ot.prototype=$6.prototype={constructor:Ot,select:jR,selectAll:JR,selectChild:n3,selectChildren:o3,filter:a3,data:h3,enter:l3,exit:m3,join:g3,merge:b3,selection:S6,order:y3,sort:v3,call:w3,nodes:_3,node:$3,size:S3,empty:k3,each:T3,attr:D3,style:O3,property:V3,classed:j3,text:X3,html:e6,raise:n6,lower:i6,append:s6,insert:a6,remove:u6,clone:d6,datum:h6,on:y6,dispatch:w6,[Symbol.iterator]:_6};function mn(e){return typeof e=="string"?new Ot([[document.querySelector(e)]],[document.documentElement]):new Ot([[e]],Sv)}var k6=0;function T6(){return new eh}function eh(){this._="@"+(++k6).toString(36)}eh.prototype=T6.prototype={constructor:eh,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function C6(e){let t;for(;t=e.sourceEvent;)e=t;return e}function kv(e,t){if(e=C6(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function to(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function ya(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Gr(){}var Pi=.7,eo=1/Pi,Zs="\\s*([+-]?\\d+)\\s*",ga="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Pn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",M6=/^#([0-9a-f]{3,8})$/,R6=new RegExp(`^rgb\\(${Zs},${Zs},${Zs}\\)$`),E6=new RegExp(`^rgb\\(${Pn},${Pn},${Pn}\\)$`),A6=new RegExp(`^rgba\\(${Zs},${Zs},${Zs},${ga}\\)$`),P6=new RegExp(`^rgba\\(${Pn},${Pn},${Pn},${ga}\\)$`),D6=new RegExp(`^hsl\\(${ga},${Pn},${Pn}\\)$`),L6=new RegExp(`^hsla\\(${ga},${Pn},${Pn},${ga}\\)$`),Tv={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};to(Gr,no,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:Cv,formatHex:Cv,formatHex8:N6,formatHsl:I6,formatRgb:Mv,toString:Mv});function Cv(){return this.rgb().formatHex()}function N6(){return this.rgb().formatHex8()}function I6(){return Ov(this).formatHsl()}function Mv(){return this.rgb().formatRgb()}function no(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=M6.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?Rv(t):n===3?new Je(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?Vu(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?Vu(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=R6.exec(e))?new Je(t[1],t[2],t[3],1):(t=E6.exec(e))?new Je(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=A6.exec(e))?Vu(t[1],t[2],t[3],t[4]):(t=P6.exec(e))?Vu(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=D6.exec(e))?Pv(t[1],t[2]/100,t[3]/100,1):(t=L6.exec(e))?Pv(t[1],t[2]/100,t[3]/100,t[4]):Tv.hasOwnProperty(e)?Rv(Tv[e]):e==="transparent"?new Je(NaN,NaN,NaN,0):null}function Rv(e){return new Je(e>>16&255,e>>8&255,e&255,1)}function Vu(e,t,n,r){return r<=0&&(e=t=n=NaN),new Je(e,t,n,r)}function ah(e){return e instanceof Gr||(e=no(e)),e?(e=e.rgb(),new Je(e.r,e.g,e.b,e.opacity)):new Je}function bn(e,t,n,r){return arguments.length===1?ah(e):new Je(e,t,n,r??1)}function Je(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}to(Je,bn,ya(Gr,{brighter(e){return e=e==null?eo:Math.pow(eo,e),new Je(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?Pi:Math.pow(Pi,e),new Je(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new Je(Ei(this.r),Ei(this.g),Ei(this.b),qu(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:Ev,formatHex:Ev,formatHex8:O6,formatRgb:Av,toString:Av}));function Ev(){return`#${Ri(this.r)}${Ri(this.g)}${Ri(this.b)}`}function O6(){return`#${Ri(this.r)}${Ri(this.g)}${Ri(this.b)}${Ri((isNaN(this.opacity)?1:this.opacity)*255)}`}function Av(){let e=qu(this.opacity);return`${e===1?"rgb(":"rgba("}${Ei(this.r)}, ${Ei(this.g)}, ${Ei(this.b)}${e===1?")":`, ${e})`}`}function qu(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function Ei(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Ri(e){return e=Ei(e),(e<16?"0":"")+e.toString(16)}function Pv(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new gn(e,t,n,r)}function Ov(e){if(e instanceof gn)return new gn(e.h,e.s,e.l,e.opacity);if(e instanceof Gr||(e=no(e)),!e)return new gn;if(e instanceof gn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new gn(o,a,l,e.opacity)}function ju(e,t,n,r){return arguments.length===1?Ov(e):new gn(e,t,n,r??1)}function gn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}to(gn,ju,ya(Gr,{brighter(e){return e=e==null?eo:Math.pow(eo,e),new gn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Pi:Math.pow(Pi,e),new gn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new Je(nh(e>=240?e-240:e+120,i,r),nh(e,i,r),nh(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new gn(Dv(this.h),Ku(this.s),Ku(this.l),qu(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=qu(this.opacity);return`${e===1?"hsl(":"hsla("}${Dv(this.h)}, ${Ku(this.s)*100}%, ${Ku(this.l)*100}%${e===1?")":`, ${e})`}`}}));function Dv(e){return e=(e||0)%360,e<0?e+360:e}function Ku(e){return Math.max(0,Math.min(1,e||0))}function nh(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var zv=Math.PI/180,Bv=180/Math.PI,Uu=18,Fv=.96422,Hv=1,Vv=.82521,Kv=4/29,Qs=6/29,qv=3*Qs*Qs,z6=Qs*Qs*Qs;function Uv(e){if(e instanceof Dn)return new Dn(e.l,e.a,e.b,e.opacity);if(e instanceof hr)return jv(e);e instanceof Je||(e=ah(e));var t=oh(e.r),n=oh(e.g),r=oh(e.b),i=rh((.2225045*t+.7168786*n+.0606169*r)/Hv),s,o;return t===n&&n===r?s=o=i:(s=rh((.4360747*t+.3850649*n+.1430804*r)/Fv),o=rh((.0139322*t+.0971045*n+.7141733*r)/Vv)),new Dn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function Gu(e,t,n,r){return arguments.length===1?Uv(e):new Dn(e,t,n,r??1)}function Dn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}to(Dn,Gu,ya(Gr,{brighter(e){return new Dn(this.l+Uu*(e??1),this.a,this.b,this.opacity)},darker(e){return new Dn(this.l-Uu*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=Fv*ih(t),e=Hv*ih(e),n=Vv*ih(n),new Je(sh(3.1338561*t-1.6168667*e-.4906146*n),sh(-.9787684*t+1.9161415*e+.033454*n),sh(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function rh(e){return e>z6?Math.pow(e,1/3):e/qv+Kv}function ih(e){return e>Qs?e*e*e:qv*(e-Kv)}function sh(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function oh(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function B6(e){if(e instanceof hr)return new hr(e.h,e.c,e.l,e.opacity);if(e instanceof Dn||(e=Uv(e)),e.a===0&&e.b===0)return new hr(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*Bv;return new hr(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function Yu(e,t,n,r){return arguments.length===1?B6(e):new hr(e,t,n,r??1)}function hr(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function jv(e){if(isNaN(e.h))return new Dn(e.l,0,0,e.opacity);var t=e.h*zv;return new Dn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}to(hr,Yu,ya(Gr,{brighter(e){return new hr(this.h,this.c,this.l+Uu*(e??1),this.opacity)},darker(e){return new hr(this.h,this.c,this.l-Uu*(e??1),this.opacity)},rgb(){return jv(this).rgb()}}));var Gv=-.14861,lh=1.78277,uh=-.29227,Wu=-.90649,ba=1.97294,Lv=ba*Wu,Nv=ba*lh,Iv=lh*uh-Wu*Gv;function F6(e){if(e instanceof Ai)return new Ai(e.h,e.s,e.l,e.opacity);e instanceof Je||(e=ah(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(Iv*r+Lv*t-Nv*n)/(Iv+Lv-Nv),s=r-i,o=(ba*(n-i)-uh*s)/Wu,a=Math.sqrt(o*o+s*s)/(ba*i*(1-i)),l=a?Math.atan2(o,s)*Bv-120:NaN;return new Ai(l<0?l+360:l,a,i,e.opacity)}function Yt(e,t,n,r){return arguments.length===1?F6(e):new Ai(e,t,n,r??1)}function Ai(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}to(Ai,Yt,ya(Gr,{brighter(e){return e=e==null?eo:Math.pow(eo,e),new Ai(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Pi:Math.pow(Pi,e),new Ai(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*zv,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new Je(255*(t+n*(Gv*r+lh*i)),255*(t+n*(uh*r+Wu*i)),255*(t+n*(ba*r)),this.opacity)}}));function Xv(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function H6(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return Xv((n-r/t)*t,o,i,s,a)}}function V6(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return Xv((n-r/t)*t,i,s,o,a)}}var Ju=e=>()=>e;function Jv(e,t){return function(n){return e+n*t}}function K6(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function hh(e,t){var n=t-e;return n?Jv(e,n>180||n<-180?n-360*Math.round(n/360):n):Ju(isNaN(e)?t:e)}function q6(e){return(e=+e)==1?Ze:function(t,n){return n-t?K6(t,n,e):Ju(isNaN(t)?n:t)}}function Ze(e,t){var n=t-e;return n?Jv(e,n):Ju(isNaN(e)?t:e)}var Di=(function e(t){var n=q6(t);function r(i,s){var o=n((i=bn(i)).r,(s=bn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=Ze(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function Zv(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=bn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var Qv=Zv(H6),mL=Zv(V6);function U6(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function j6(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function G6(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=ro(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function Y6(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function qe(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function W6(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=ro(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var fh=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,ch=new RegExp(fh.source,"g");function X6(e){return function(){return e}}function J6(e){return function(t){return e(t)+""}}function Z6(e,t){var n=fh.lastIndex=ch.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=fh.exec(e))&&(i=ch.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:qe(r,i)})),n=ch.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?J6(l[0].x):X6(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function ro(e,t){var n=typeof t,r;return t==null||n==="boolean"?Ju(t):(n==="number"?qe:n==="string"?(r=no(t))?(t=r,Di):Z6:t instanceof no?Di:t instanceof Date?Y6:j6(t)?U6:Array.isArray(t)?G6:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?W6:qe)(e,t)}function va(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var Yv=180/Math.PI,dh={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function ex(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*Yv,skewX:Math.atan(l)*Yv,scaleX:o,scaleY:a}}var Xu;function Q6(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?dh:ex(t.a,t.b,t.c,t.d,t.e,t.f)}function e5(e){return e==null||(Xu||(Xu=document.createElementNS("http://www.w3.org/2000/svg","g")),Xu.setAttribute("transform",e),!(e=Xu.transform.baseVal.consolidate()))?dh:(e=e.matrix,ex(e.a,e.b,e.c,e.d,e.e,e.f))}function tx(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,t,null,n);p.push({i:m-4,x:qe(u,f)},{i:m-2,x:qe(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:qe(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:qe(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:qe(u,f)},{i:m-2,x:qe(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,y;++p<m;)f[(y=d[p]).i]=y.x(h);return f.join("")}}}var gL=tx(Q6,"px, ","px)","deg)"),bL=tx(e5,", ",")",")"),t5=1e-12;function Wv(e){return((e=Math.exp(e))+1/e)/2}function n5(e){return((e=Math.exp(e))-1/e)/2}function r5(e){return((e=Math.exp(2*e))-1)/(e+1)}var yL=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,y,b;if(m<t5)b=Math.log(d/u)/t,y=function(S){return[a+S*h,l+S*p,u*Math.exp(t*S*b)]};else{var v=Math.sqrt(m),$=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),k=Math.log(Math.sqrt($*$+1)-$),w=Math.log(Math.sqrt(x*x+1)-x);b=(w-k)/t,y=function(S){var C=S*b,R=Wv(k),P=u/(n*v)*(R*r5(t*C+k)-n5(k));return[a+P*h,l+P*p,u*R/Wv(t*C+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function nx(e){return function(t,n){var r=e((t=ju(t)).h,(n=ju(n)).h),i=Ze(t.s,n.s),s=Ze(t.l,n.l),o=Ze(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var rx=nx(hh),vL=nx(Ze);function ix(e,t){var n=Ze((e=Gu(e)).l,(t=Gu(t)).l),r=Ze(e.a,t.a),i=Ze(e.b,t.b),s=Ze(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function sx(e){return function(t,n){var r=e((t=Yu(t)).h,(n=Yu(n)).h),i=Ze(t.c,n.c),s=Ze(t.l,n.l),o=Ze(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var ox=sx(hh),xL=sx(Ze);function ax(e){return(function t(n){n=+n;function r(i,s){var o=e((i=Yt(i)).h,(s=Yt(s)).h),a=Ze(i.s,s.s),l=Ze(i.l,s.l),u=Ze(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var wL=ax(hh),Zu=ax(Ze);function Yr(e,t){t===void 0&&(t=e,e=ro);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function gt(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var xa=Math.PI,ph=2*xa,Li=1e-6,i5=ph-Li;function lx(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function s5(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return lx;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function ux(e,t,n,r){return e===n&&t===r}function o5(e){let t=Math.floor(e);if(!(t<=15))return ux;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Ni=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?lx:s5(t),this._equal=t==null?ux:o5(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>Li)if(!(Math.abs(f*l-u*c)>Li)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,y=h*h+p*p,b=Math.sqrt(m),v=Math.sqrt(d),$=s*Math.tan((xa-Math.acos((m+d-y)/(2*b*v)))/2),x=$/v,k=$/b;Math.abs(x-1)>Li&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Li||Math.abs(this._y1-c)>Li)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%ph+ph),d>i5)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Li){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=xa&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=xa)},${f},${t+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=xa)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function a5(){return new Ni}a5.prototype=Ni.prototype;function Ln(e=3){return new Ni(+e)}function l5(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function ec(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function io(e){return e=ec(Math.abs(e)),e?e[1]:NaN}function u5(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function c5(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var f5=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function so(e){if(!(t=f5.exec(e)))throw new Error("invalid format: "+e);var t;return new mh({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}so.prototype=mh.prototype;function mh(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}mh.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function d5(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var tc;function h5(e,t){var n=ec(e,t);if(!n)return tc=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(tc=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+ec(e,Math.max(0,t+s-1))[0]}function cx(e,t){var n=ec(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var fx={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:l5,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>cx(e*100,t),r:cx,s:h5,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function dx(e){return e}var hx=Array.prototype.map,px=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function p5(e){var t=e.grouping===void 0||e.thousands===void 0?dx:u5(hx.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?dx:c5(hx.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=so(f);var h=f.fill,p=f.align,m=f.sign,y=f.symbol,b=f.zero,v=f.width,$=f.comma,x=f.precision,k=f.trim,w=f.type;w==="n"?($=!0,w="g"):fx[w]||(x===void 0&&(x=12),k=!0,w="g"),(b||h==="0"&&p==="=")&&(b=!0,h="0",p="=");var S=(d&&d.prefix!==void 0?d.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),C=(y==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),R=fx[w],P=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function E(T){var z=S,B=C,M,F,I;if(w==="c")B=R(T)+B,T="";else{T=+T;var X=T<0||1/T<0;if(T=isNaN(T)?l:R(Math.abs(T),x),k&&(T=d5(T)),X&&+T==0&&m!=="+"&&(X=!1),z=(X?m==="("?m:a:m==="-"||m==="("?"":m)+z,B=(w==="s"&&!isNaN(T)&&tc!==void 0?px[8+tc/3]:"")+B+(X&&m==="("?")":""),P){for(M=-1,F=T.length;++M<F;)if(I=T.charCodeAt(M),48>I||I>57){B=(I===46?i+T.slice(M+1):T.slice(M))+B,T=T.slice(0,M);break}}}$&&!b&&(T=t(T,1/0));var O=z.length+T.length+B.length,H=O<v?new Array(v-O+1).join(h):"";switch($&&b&&(T=t(H+T,H.length?v-B.length:1/0),H=""),p){case"<":T=z+T+B+H;break;case"=":T=z+H+T+B;break;case"^":T=H.slice(0,O=H.length>>1)+z+T+B+H.slice(O);break;default:T=H+z+T+B;break}return s(T)}return E.toString=function(){return f+""},E}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(io(d)/3)))*3,p=Math.pow(10,-h),m=u((f=so(f),f.type="f",f),{suffix:px[8+h/3]});return function(y){return m(p*y)}}return{format:u,formatPrefix:c}}var Qu,Nn,gh;m5({thousands:",",grouping:[3],currency:["$",""]});function m5(e){return Qu=p5(e),Nn=Qu.format,gh=Qu.formatPrefix,Qu}function mx(e){return Math.max(0,-io(Math.abs(e)))}function gx(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(io(t)/3)))*3-io(Math.abs(e)))}function bx(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,io(t)-io(e))+1}var ne=1e-6,Ix=1e-12,ae=Math.PI,Ne=ae/2,yx=ae/4,zt=ae*2,bt=180/ae,Le=ae/180,me=Math.abs,uo=Math.atan,mr=Math.atan2,se=Math.cos;var Ox=Math.exp;var lc=Math.log,bh=Math.pow,re=Math.sin,Xt=Math.sign||function(e){return e>0?1:e<0?-1:0},$t=Math.sqrt,Oh=Math.tan;function zx(e){return e>1?0:e<-1?ae:Math.acos(e)}function Zt(e){return e>1?Ne:e<-1?-Ne:Math.asin(e)}function Jt(){}function uc(e,t){e&&xx.hasOwnProperty(e.type)&&xx[e.type](e,t)}var vx={Feature:function(e,t){uc(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)uc(n[r].geometry,t)}},xx={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){_h(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)_h(n[r],t,0)},Polygon:function(e,t){wx(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)wx(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)uc(n[r],t)}};function _h(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function wx(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)_h(e[n],t,1);t.polygonEnd()}function Wr(e,t){e&&vx.hasOwnProperty(e.type)?vx[e.type](e,t):uc(e,t)}var TL=new Ut,CL=new Ut;function $h(e){return[mr(e[1],e[0]),Zt(e[2])]}function ao(e){var t=e[0],n=e[1],r=se(n);return[r*se(t),r*re(t),re(n)]}function nc(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function cc(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function yh(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function rc(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Sh(e){var t=$t(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function kh(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function Th(e,t){return me(e)>ae&&(e-=Math.round(e/zt)*zt),[e,t]}Th.invert=Th;function Bx(e,t,n){return(e%=zt)?t||n?kh($x(e),Sx(t,n)):$x(e):t||n?Sx(t,n):Th}function _x(e){return function(t,n){return t+=e,me(t)>ae&&(t-=Math.round(t/zt)*zt),[t,n]}}function $x(e){var t=_x(e);return t.invert=_x(-e),t}function Sx(e,t){var n=se(e),r=re(e),i=se(t),s=re(t);function o(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*n+c*r;return[mr(f*i-h*s,c*n-d*r),Zt(h*i+f*s)]}return o.invert=function(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*i-f*s;return[mr(f*i+d*s,c*n+h*r),Zt(h*n-c*r)]},o}function g5(e){e=Bx(e[0]*Le,e[1]*Le,e.length>2?e[2]*Le:0);function t(n){return n=e(n[0]*Le,n[1]*Le),n[0]*=bt,n[1]*=bt,n}return t.invert=function(n){return n=e.invert(n[0]*Le,n[1]*Le),n[0]*=bt,n[1]*=bt,n},t}function b5(e,t,n,r,i,s){if(n){var o=se(t),a=re(t),l=r*n;i==null?(i=t+r*zt,s=t-l/2):(i=kx(o,i),s=kx(o,s),(r>0?i<s:i>s)&&(i+=r*zt));for(var u,c=i;r>0?c>s:c<s;c-=l)u=$h([o,-a*se(c),-a*re(c)]),e.point(u[0],u[1])}}function kx(e,t){t=ao(t),t[0]-=e,Sh(t);var n=zx(-t[1]);return((-t[2]<0?-n:n)+zt-ne)%zt}function Fx(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:Jt,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function ac(e,t){return me(e[0]-t[0])<ne&&me(e[1]-t[1])<ne}function ic(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function Hx(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((m=p.length-1)<=0)){var m,y=p[0],b=p[m],v;if(ac(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<m;++a)i.point((y=p[a])[0],y[1]);i.lineEnd();return}b[0]+=2*ne}s.push(v=new ic(y,p,null,!0)),o.push(v.o=new ic(y,null,v,!1)),s.push(v=new ic(b,p,null,!1)),o.push(v.o=new ic(b,null,v,!0))}}),!!s.length){for(o.sort(t),Tx(s),Tx(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function Tx(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function vh(e){return me(e[0])<=ae?e[0]:Xt(e[0])*((me(e[0])+ae)%zt-ae)}function y5(e,t){var n=vh(t),r=t[1],i=re(r),s=[re(n),-se(n),0],o=0,a=0,l=new Ut;i===1?r=Ne+ne:i===-1&&(r=-Ne-ne);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=vh(h),m=h[1]/2+yx,y=re(m),b=se(m),v=0;v<d;++v,p=x,y=w,b=S,h=$){var $=f[v],x=vh($),k=$[1]/2+yx,w=re(k),S=se(k),C=x-p,R=C>=0?1:-1,P=R*C,E=P>ae,T=y*w;if(l.add(mr(T*R*re(P),b*S+T*se(P))),o+=E?C+R*zt:C,E^p>=n^x>=n){var z=cc(ao(h),ao($));Sh(z);var B=cc(s,z);Sh(B);var M=(E^C>=0?-1:1)*Zt(B[2]);(r>M||r===M&&(z[0]||z[1]))&&(a+=E^C>=0?1:-1)}}return(o<-ne||o<ne&&l<-Ix)^a&1}function Vx(e,t,n,r){return function(i){var s=t(i),o=Fx(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:y,polygonStart:function(){d.point=b,d.lineStart=v,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=y,c=Wd(c);var x=y5(u,r);c.length?(l||(i.polygonStart(),l=!0),Hx(c,x5,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,k){e(x,k)&&i.point(x,k)}function p(x,k){s.point(x,k)}function m(){d.point=p,s.lineStart()}function y(){d.point=h,s.lineEnd()}function b(x,k){f.push([x,k]),a.point(x,k)}function v(){a.lineStart(),f=[]}function $(){b(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),k=o.result(),w,S=k.length,C,R,P;if(f.pop(),u.push(f),f=null,!!S){if(x&1){if(R=k[0],(C=R.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<C;++w)i.point((P=R[w])[0],P[1]);i.lineEnd()}return}S>1&&x&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(v5))}}return d}}function v5(e){return e.length>1}function x5(e,t){return((e=e.x)[0]<0?e[1]-Ne-ne:Ne-e[1])-((t=t.x)[0]<0?t[1]-Ne-ne:Ne-t[1])}var Cx=Vx(function(){return!0},w5,$5,[-ae,-Ne]);function w5(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ae:-ae,l=me(s-t);me(l-ae)<ne?(e.point(t,n=(n+o)/2>0?Ne:-Ne),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ae&&(me(t-r)<ne&&(t-=r*ne),me(s-a)<ne&&(s-=a*ne),n=_5(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function _5(e,t,n,r){var i,s,o=re(e-n);return me(o)>ne?uo((re(t)*(s=se(r))*re(n)-re(r)*(i=se(t))*re(e))/(i*s*o)):(t+r)/2}function $5(e,t,n,r){var i;if(e==null)i=n*Ne,r.point(-ae,i),r.point(0,i),r.point(ae,i),r.point(ae,0),r.point(ae,-i),r.point(0,-i),r.point(-ae,-i),r.point(-ae,0),r.point(-ae,i);else if(me(e[0]-t[0])>ne){var s=e[0]<t[0]?ae:-ae;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function S5(e){var t=se(e),n=2*Le,r=t>0,i=me(t)>ne;function s(c,f,d,h){b5(h,e,n,d,c,f)}function o(c,f){return se(c)*se(f)>t}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(y,b){var v=[y,b],$,x=o(y,b),k=r?x?0:u(y,b):x?u(y+(y<0?ae:-ae),b):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&($=l(f,v),(!$||ac(f,$)||ac(v,$))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),$=l(v,f),c.point($[0],$[1])):($=l(f,v),c.point($[0],$[1],2),c.lineEnd()),f=$;else if(i&&f&&r^x){var w;!(k&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!ac(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=k},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=ao(c),p=ao(f),m=[1,0,0],y=cc(h,p),b=nc(y,y),v=y[0],$=b-v*v;if(!$)return!d&&c;var x=t*b/$,k=-t*v/$,w=cc(m,y),S=rc(m,x),C=rc(y,k);yh(S,C);var R=w,P=nc(S,R),E=nc(R,R),T=P*P-E*(nc(S,S)-1);if(!(T<0)){var z=$t(T),B=rc(R,(-P-z)/E);if(yh(B,S),B=$h(B),!d)return B;var M=c[0],F=f[0],I=c[1],X=f[1],O;F<M&&(O=M,M=F,F=O);var H=F-M,j=me(H-ae)<ne,Y=j||H<ne;if(!j&&X<I&&(O=I,I=X,X=O),Y?j?I+X>0^B[1]<(me(B[0]-M)<ne?I:X):I<=B[1]&&B[1]<=X:H>ae^(M<=B[0]&&B[0]<=F)){var U=rc(R,(-P+z)/E);return yh(U,S),[B,$h(U)]}}}function u(c,f){var d=r?e:ae-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return Vx(o,a,s,r?[0,-e]:[-ae,e-ae])}function k5(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var wa=1e9,sc=-wa;function zh(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<ne?c>0?0:3:me(u[0]-n)<ne?c>0?2:1:me(u[1]-t)<ne?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=Fx(),d,h,p,m,y,b,v,$,x,k,w,S={point:C,lineStart:T,lineEnd:z,polygonStart:P,polygonEnd:E};function C(M,F){i(M,F)&&c.point(M,F)}function R(){for(var M=0,F=0,I=h.length;F<I;++F)for(var X=h[F],O=1,H=X.length,j=X[0],Y,U,oe=j[0],le=j[1];O<H;++O)Y=oe,U=le,j=X[O],oe=j[0],le=j[1],U<=r?le>r&&(oe-Y)*(r-U)>(le-U)*(e-Y)&&++M:le<=r&&(oe-Y)*(r-U)<(le-U)*(e-Y)&&--M;return M}function P(){c=f,d=[],h=[],w=!0}function E(){var M=R(),F=w&&M,I=(d=Wd(d)).length;(F||I)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),I&&Hx(d,a,M,s,u),u.polygonEnd()),c=u,d=h=p=null}function T(){S.point=B,h&&h.push(p=[]),k=!0,x=!1,v=$=NaN}function z(){d&&(B(m,y),b&&x&&f.rejoin(),d.push(f.result())),S.point=C,x&&c.lineEnd()}function B(M,F){var I=i(M,F);if(h&&p.push([M,F]),k)m=M,y=F,b=I,k=!1,I&&(c.lineStart(),c.point(M,F));else if(I&&x)c.point(M,F);else{var X=[v=Math.max(sc,Math.min(wa,v)),$=Math.max(sc,Math.min(wa,$))],O=[M=Math.max(sc,Math.min(wa,M)),F=Math.max(sc,Math.min(wa,F))];k5(X,O,e,t,n,r)?(x||(c.lineStart(),c.point(X[0],X[1])),c.point(O[0],O[1]),I||c.lineEnd(),w=!1):I&&(c.lineStart(),c.point(M,F),w=!1)}v=M,$=F,x=I}return S}}var Ch=e=>e,xh=new Ut,Mh=new Ut,Kx,qx,Rh,Eh,pr={point:Jt,lineStart:Jt,lineEnd:Jt,polygonStart:function(){pr.lineStart=T5,pr.lineEnd=M5},polygonEnd:function(){pr.lineStart=pr.lineEnd=pr.point=Jt,xh.add(me(Mh)),Mh=new Ut},result:function(){var e=xh/2;return xh=new Ut,e}};function T5(){pr.point=C5}function C5(e,t){pr.point=Ux,Kx=Rh=e,qx=Eh=t}function Ux(e,t){Mh.add(Eh*e-Rh*t),Rh=e,Eh=t}function M5(){Ux(Kx,qx)}var lo=1/0,fc=lo,Ea=-lo,dc=Ea,hc={point:R5,lineStart:Jt,lineEnd:Jt,polygonStart:Jt,polygonEnd:Jt,result:function(){var e=[[lo,fc],[Ea,dc]];return Ea=dc=-(fc=lo=1/0),e}};function R5(e,t){e<lo&&(lo=e),e>Ea&&(Ea=e),t<fc&&(fc=t),t>dc&&(dc=t)}var Ah=0,Ph=0,_a=0,pc=0,mc=0,oo=0,Dh=0,Lh=0,$a=0,jx,Gx,In,On,Wt={point:Ii,lineStart:Mx,lineEnd:Rx,polygonStart:function(){Wt.lineStart=P5,Wt.lineEnd=D5},polygonEnd:function(){Wt.point=Ii,Wt.lineStart=Mx,Wt.lineEnd=Rx},result:function(){var e=$a?[Dh/$a,Lh/$a]:oo?[pc/oo,mc/oo]:_a?[Ah/_a,Ph/_a]:[NaN,NaN];return Ah=Ph=_a=pc=mc=oo=Dh=Lh=$a=0,e}};function Ii(e,t){Ah+=e,Ph+=t,++_a}function Mx(){Wt.point=E5}function E5(e,t){Wt.point=A5,Ii(In=e,On=t)}function A5(e,t){var n=e-In,r=t-On,i=$t(n*n+r*r);pc+=i*(In+e)/2,mc+=i*(On+t)/2,oo+=i,Ii(In=e,On=t)}function Rx(){Wt.point=Ii}function P5(){Wt.point=L5}function D5(){Yx(jx,Gx)}function L5(e,t){Wt.point=Yx,Ii(jx=In=e,Gx=On=t)}function Yx(e,t){var n=e-In,r=t-On,i=$t(n*n+r*r);pc+=i*(In+e)/2,mc+=i*(On+t)/2,oo+=i,i=On*e-In*t,Dh+=i*(In+e),Lh+=i*(On+t),$a+=i*3,Ii(In=e,On=t)}function Wx(e){this._context=e}Wx.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,zt);break}}},result:Jt};var Nh=new Ut,wh,Xx,Jx,Sa,ka,Aa={point:Jt,lineStart:function(){Aa.point=N5},lineEnd:function(){wh&&Zx(Xx,Jx),Aa.point=Jt},polygonStart:function(){wh=!0},polygonEnd:function(){wh=null},result:function(){var e=+Nh;return Nh=new Ut,e}};function N5(e,t){Aa.point=Zx,Xx=Sa=e,Jx=ka=t}function Zx(e,t){Sa-=e,ka-=t,Nh.add($t(Sa*Sa+ka*ka)),Sa=e,ka=t}var Ex,gc,Ax,Px,bc=class{constructor(t){this._append=t==null?Qx:I5(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==Ax||this._append!==gc){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,Ax=r,gc=this._append,Px=this._,this._=i}this._+=Px;break}}}result(){let t=this._;return this._="",t.length?t:null}};function Qx(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function I5(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return Qx;if(t!==Ex){let n=10**t;Ex=t,gc=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return gc}function Da(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),Wr(a,i(s))),s.result()}return o.area=function(a){return Wr(a,i(pr)),pr.result()},o.measure=function(a){return Wr(a,i(Aa)),Aa.result()},o.bounds=function(a){return Wr(a,i(hc)),hc.result()},o.centroid=function(a){return Wr(a,i(Wt)),Wt.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Ch):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new bc(n)):new Wx(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new bc(n)),o},o.projection(e).digits(n).context(t)}function La(e){return{stream:xc(e)}}function xc(e){return function(t){var n=new Ih;for(var r in e)n[r]=e[r];return n.stream=t,n}}function Ih(){}Ih.prototype={constructor:Ih,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function Bh(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),Wr(n,e.stream(hc)),t(hc.result()),r!=null&&e.clipExtent(r),e}function Fh(e,t,n){return Bh(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function ew(e,t,n){return Fh(e,[[0,0],t],n)}function tw(e,t,n){return Bh(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function nw(e,t,n){return Bh(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var Dx=16,O5=se(30*Le);function Lx(e,t){return+t?B5(e,t):z5(e)}function z5(e){return xc({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function B5(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,y){var b=u-r,v=c-i,$=b*b+v*v;if($>4*t&&m--){var x=o+d,k=a+h,w=l+p,S=$t(x*x+k*k+w*w),C=Zt(w/=S),R=me(me(w)-1)<ne||me(s-f)<ne?(s+f)/2:mr(k,x),P=e(R,C),E=P[0],T=P[1],z=E-r,B=T-i,M=v*z-b*B;(M*M/$>t||me((b*z+v*B)/$-.5)>.3||o*d+a*h+l*p<O5)&&(n(r,i,s,o,a,l,E,T,R,x/=S,k/=S,w,m,y),y.point(E,T),n(E,T,R,x,k,w,u,c,f,d,h,p,m,y))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,y={point:b,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=v}};function b(C,R){C=e(C,R),r.point(C[0],C[1])}function v(){f=NaN,y.point=$,r.lineStart()}function $(C,R){var P=ao([C,R]),E=e(C,R);n(f,d,c,h,p,m,f=E[0],d=E[1],c=C,h=P[0],p=P[1],m=P[2],Dx,r),r.point(f,d)}function x(){y.point=b,r.lineEnd()}function k(){v(),y.point=w,y.lineEnd=S}function w(C,R){$(i=C,R),s=f,o=d,a=h,l=p,u=m,y.point=$}function S(){n(f,d,c,h,p,m,s,o,i,a,l,u,Dx,r),y.lineEnd=x,x()}return y}}var F5=xc({point:function(e,t){this.stream.point(e*Le,t*Le)}});function H5(e){return xc({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function V5(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function Nx(e,t,n,r,i,s){if(!s)return V5(e,t,n,r,i);var o=se(s),a=re(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(m,y){return m*=r,y*=i,[l*m-u*y+t,n-u*m-l*y]}return p.invert=function(m,y){return[r*(c*m-f*y+d),i*(h-f*m-c*y)]},p}function Xr(e){return rw(function(){return e})()}function rw(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Cx,y=null,b,v,$,x=Ch,k=.5,w,S,C,R,P;function E(M){return C(M[0]*Le,M[1]*Le)}function T(M){return M=C.invert(M[0],M[1]),M&&[M[0]*bt,M[1]*bt]}E.stream=function(M){return R&&P===M?R:R=F5(H5(c)(m(w(x(P=M)))))},E.preclip=function(M){return arguments.length?(m=M,p=void 0,B()):m},E.postclip=function(M){return arguments.length?(x=M,y=b=v=$=null,B()):x},E.clipAngle=function(M){return arguments.length?(m=+M?S5(p=M*Le):(p=null,Cx),B()):p*bt},E.clipExtent=function(M){return arguments.length?(x=M==null?(y=b=v=$=null,Ch):zh(y=+M[0][0],b=+M[0][1],v=+M[1][0],$=+M[1][1]),B()):y==null?null:[[y,b],[v,$]]},E.scale=function(M){return arguments.length?(n=+M,z()):n},E.translate=function(M){return arguments.length?(r=+M[0],i=+M[1],z()):[r,i]},E.center=function(M){return arguments.length?(s=M[0]%360*Le,o=M[1]%360*Le,z()):[s*bt,o*bt]},E.rotate=function(M){return arguments.length?(a=M[0]%360*Le,l=M[1]%360*Le,u=M.length>2?M[2]%360*Le:0,z()):[a*bt,l*bt,u*bt]},E.angle=function(M){return arguments.length?(f=M%360*Le,z()):f*bt},E.reflectX=function(M){return arguments.length?(d=M?-1:1,z()):d<0},E.reflectY=function(M){return arguments.length?(h=M?-1:1,z()):h<0},E.precision=function(M){return arguments.length?(w=Lx(S,k=M*M),B()):$t(k)},E.fitExtent=function(M,F){return Fh(E,M,F)},E.fitSize=function(M,F){return ew(E,M,F)},E.fitWidth=function(M,F){return tw(E,M,F)},E.fitHeight=function(M,F){return nw(E,M,F)};function z(){var M=Nx(n,0,0,d,h,f).apply(null,t(s,o)),F=Nx(n,r-M[0],i-M[1],d,h,f);return c=Bx(a,l,u),S=kh(t,F),C=kh(c,S),w=Lx(S,k),B()}function B(){return R=P=null,E}return function(){return t=e.apply(this,arguments),E.invert=t.invert&&T,z()}}function Hh(e){var t=0,n=ae/3,r=rw(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*Le,n=s[1]*Le):[t*bt,n*bt]},i}function K5(e){var t=se(e);function n(r,i){return[r*t,re(i)/t]}return n.invert=function(r,i){return[r/t,Zt(i*t)]},n}function q5(e,t){var n=re(e),r=(n+re(t))/2;if(me(r)<ne)return K5(e);var i=1+n*(2*r-n),s=$t(i)/r;function o(a,l){var u=$t(i-2*r*re(l))/r;return[u*re(a*=r),s-u*se(a)]}return o.invert=function(a,l){var u=s-l,c=mr(a,me(u))*Xt(u);return u*r<0&&(c-=ae*Xt(a)*Xt(u)),[c/r,Zt((i-(a*a+u*u)*r*r)/(2*r))]},o}function Pa(){return Hh(q5).scale(155.424).center([0,33.6442])}function Vh(){return Pa().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function U5(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function iw(){var e,t,n=Vh(),r,i=Pa().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Pa().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,y=(d[1]-p[1])/h;return(y>=.12&&y<.234&&m>=-.425&&m<-.214?i:y>=.166&&y<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=U5([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+ne,m+.12*h+ne],[p-.214*h-ne,m+.234*h-ne]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+ne,m+.166*h+ne],[p-.115*h-ne,m+.234*h-ne]]).stream(u),f()},c.fitExtent=function(d,h){return Fh(c,d,h)},c.fitSize=function(d,h){return ew(c,d,h)},c.fitWidth=function(d,h){return tw(c,d,h)},c.fitHeight=function(d,h){return nw(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function sw(e){return function(t,n){var r=se(t),i=se(n),s=e(r*i);return s===1/0?[2,0]:[s*i*re(t),s*re(n)]}}function Na(e){return function(t,n){var r=$t(t*t+n*n),i=e(r),s=re(i),o=se(i);return[mr(t*s,r*o),Zt(r&&n*s/r)]}}var ow=sw(function(e){return $t(2/(1+e))});ow.invert=Na(function(e){return 2*Zt(e/2)});function aw(){return Xr(ow).scale(124.75).clipAngle(180-.001)}var lw=sw(function(e){return(e=zx(e))&&e/re(e)});lw.invert=Na(function(e){return e});function uw(){return Xr(lw).scale(79.4188).clipAngle(180-.001)}function wc(e,t){return[e,lc(Oh((Ne+t)/2))]}wc.invert=function(e,t){return[e,2*uo(Ox(t))-Ne]};function cw(){return fw(wc).scale(961/zt)}function fw(e){var t=Xr(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ae*r(),d=t(g5(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===wc?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function oc(e){return Oh((Ne+e)/2)}function j5(e,t){var n=se(e),r=e===t?re(e):lc(n/se(t))/lc(oc(t)/oc(e)),i=n*bh(oc(e),r)/r;if(!r)return wc;function s(o,a){i>0?a<-Ne+ne&&(a=-Ne+ne):a>Ne-ne&&(a=Ne-ne);var l=i/bh(oc(a),r);return[l*re(r*o),i-l*se(r*o)]}return s.invert=function(o,a){var l=i-a,u=Xt(r)*$t(o*o+l*l),c=mr(o,me(l))*Xt(l);return l*r<0&&(c-=ae*Xt(o)*Xt(l)),[c/r,2*uo(bh(i/u,1/r))-Ne]},s}function dw(){return Hh(j5).scale(109.5).parallels([30,30])}function yc(e,t){return[e,t]}yc.invert=yc;function hw(){return Xr(yc).scale(152.63)}function G5(e,t){var n=se(e),r=e===t?re(e):(n-se(t))/(t-e),i=n/r+e;if(me(r)<ne)return yc;function s(o,a){var l=i-a,u=r*o;return[l*re(u),i-l*se(u)]}return s.invert=function(o,a){var l=i-a,u=mr(o,me(l))*Xt(l);return l*r<0&&(u-=ae*Xt(o)*Xt(l)),[u/r,i-Xt(r)*$t(o*o+l*l)]},s}function pw(){return Hh(G5).scale(131.154).center([0,13.9389])}var Ta=1.340264,Ca=-.081106,Ma=893e-6,Ra=.003796,vc=$t(3)/2,Y5=12;function mw(e,t){var n=Zt(vc*re(t)),r=n*n,i=r*r*r;return[e*se(n)/(vc*(Ta+3*Ca*r+i*(7*Ma+9*Ra*r))),n*(Ta+Ca*r+i*(Ma+Ra*r))]}mw.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<Y5&&(a=n*(Ta+Ca*r+i*(Ma+Ra*r))-t,l=Ta+3*Ca*r+i*(7*Ma+9*Ra*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<Ix));++s);return[vc*e*(Ta+3*Ca*r+i*(7*Ma+9*Ra*r))/se(n),Zt(re(n)/vc)]};function gw(){return Xr(mw).scale(177.158)}function bw(e,t){var n=se(t),r=se(e)*n;return[n*re(e)/r,re(t)/r]}bw.invert=Na(uo);function yw(){return Xr(bw).scale(144.049).clipAngle(60)}function W5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}W5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>ne&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function vw(e,t){return[se(t)*re(e),re(t)]}vw.invert=Na(Zt);function xw(){return Xr(vw).scale(249.5).clipAngle(90+ne)}function ww(e,t){var n=se(t),r=1+se(e)*n;return[n*re(e)/r,re(t)/r]}ww.invert=Na(function(e){return 2*uo(e)});function _w(){return Xr(ww).scale(250).clipAngle(142)}function $w(e,t){return[lc(Oh((Ne+t)/2)),-e]}$w.invert=function(e,t){return[-t,2*uo(Ox(e))-Ne]};function Sw(){var e=fw($w),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var Kh=new Date,qh=new Date;function Ue(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>Ue(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(Kh.setTime(+s),qh.setTime(+o),e(Kh),e(qh),Math.floor(n(Kh,qh))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var _c=Ue(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);_c.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?Ue(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):_c);var EL=_c.range,gr=1e3,Qt=gr*60,br=Qt*60,yr=br*24,jh=yr*7,kw=yr*30,Uh=yr*365,yt=Ue(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*gr)},(e,t)=>(t-e)/gr,e=>e.getUTCSeconds()),AL=yt.range,Oi=Ue(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*gr)},(e,t)=>{e.setTime(+e+t*Qt)},(e,t)=>(t-e)/Qt,e=>e.getMinutes()),PL=Oi.range,zi=Ue(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*Qt)},(e,t)=>(t-e)/Qt,e=>e.getUTCMinutes()),DL=zi.range,Bi=Ue(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*gr-e.getMinutes()*Qt)},(e,t)=>{e.setTime(+e+t*br)},(e,t)=>(t-e)/br,e=>e.getHours()),LL=Bi.range,Fi=Ue(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*br)},(e,t)=>(t-e)/br,e=>e.getUTCHours()),NL=Fi.range,zn=Ue(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*Qt)/yr,e=>e.getDate()-1),IL=zn.range,co=Ue(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/yr,e=>e.getUTCDate()-1),OL=co.range,Ia=Ue(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/yr,e=>Math.floor(e/yr)),zL=Ia.range;function Hi(e){return Ue(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Qt)/jh)}var Bn=Hi(0),Vi=Hi(1),Gh=Hi(2),Yh=Hi(3),vr=Hi(4),Wh=Hi(5),Xh=Hi(6),BL=Bn.range,FL=Vi.range,HL=Gh.range,VL=Yh.range,KL=vr.range,qL=Wh.range,UL=Xh.range;function Ki(e){return Ue(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/jh)}var Fn=Ki(0),qi=Ki(1),Jh=Ki(2),Zh=Ki(3),xr=Ki(4),Qh=Ki(5),ep=Ki(6),jL=Fn.range,GL=qi.range,YL=Jh.range,WL=Zh.range,XL=xr.range,JL=Qh.range,ZL=ep.range,Ui=Ue(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),QL=Ui.range,ji=Ue(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),eN=ji.range,St=Ue(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());St.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ue(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var tN=St.range,kt=Ue(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());kt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ue(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var nN=kt.range;function Tw(e,t,n,r,i,s){let o=[[yt,1,gr],[yt,5,5*gr],[yt,15,15*gr],[yt,30,30*gr],[s,1,Qt],[s,5,5*Qt],[s,15,15*Qt],[s,30,30*Qt],[i,1,br],[i,3,3*br],[i,6,6*br],[i,12,12*br],[r,1,yr],[r,2,2*yr],[n,1,jh],[t,1,kw],[t,3,3*kw],[e,1,Uh]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=Gs(([,,y])=>y).right(o,d);if(h===o.length)return e.every(pa(u/Uh,c/Uh,f));if(h===0)return _c.every(Math.max(pa(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Cw,$c]=Tw(kt,ji,Fn,Ia,Fi,zi),[Mw,Rw]=Tw(St,Ui,Bn,zn,Bi,Oi);function tp(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function np(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Oa(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function X5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=za(i),c=Ba(i),f=za(s),d=Ba(s),h=za(o),p=Ba(o),m=za(a),y=Ba(a),b=za(l),v=Ba(l),$={a:I,A:X,b:O,B:H,c:null,d:Nw,e:Nw,f:vE,g:RE,G:AE,H:gE,I:bE,j:yE,L:Fw,m:xE,M:wE,p:j,q:Y,Q:zw,s:Bw,S:_E,u:$E,U:SE,V:kE,w:TE,W:CE,x:null,X:null,y:ME,Y:EE,Z:PE,"%":Ow},x={a:U,A:oe,b:le,B:ce,c:null,d:Iw,e:Iw,f:IE,g:jE,G:YE,H:DE,I:LE,j:NE,L:Vw,m:OE,M:zE,p:q,q:ee,Q:zw,s:Bw,S:BE,u:FE,U:HE,V:VE,w:KE,W:qE,x:null,X:null,y:UE,Y:GE,Z:WE,"%":Ow},k={a:P,A:E,b:T,B:z,c:B,d:Dw,e:Dw,f:dE,g:Pw,G:Aw,H:Lw,I:Lw,j:lE,L:fE,m:aE,M:uE,p:R,q:oE,Q:pE,s:mE,S:cE,u:tE,U:nE,V:rE,w:eE,W:iE,x:M,X:F,y:Pw,Y:Aw,Z:sE,"%":hE};$.x=w(n,$),$.X=w(r,$),$.c=w(t,$),x.x=w(n,x),x.X=w(r,x),x.c=w(t,x);function w(D,K){return function(W){var A=[],de=-1,J=0,pe=D.length,ke,at,Lr;for(W instanceof Date||(W=new Date(+W));++de<pe;)D.charCodeAt(de)===37&&(A.push(D.slice(J,de)),(at=Ew[ke=D.charAt(++de)])!=null?ke=D.charAt(++de):at=ke==="e"?" ":"0",(Lr=K[ke])&&(ke=Lr(W,at)),A.push(ke),J=de+1);return A.push(D.slice(J,de)),A.join("")}}function S(D,K){return function(W){var A=Oa(1900,void 0,1),de=C(A,D,W+="",0),J,pe;if(de!=W.length)return null;if("Q"in A)return new Date(A.Q);if("s"in A)return new Date(A.s*1e3+("L"in A?A.L:0));if(K&&!("Z"in A)&&(A.Z=0),"p"in A&&(A.H=A.H%12+A.p*12),A.m===void 0&&(A.m="q"in A?A.q:0),"V"in A){if(A.V<1||A.V>53)return null;"w"in A||(A.w=1),"Z"in A?(J=np(Oa(A.y,0,1)),pe=J.getUTCDay(),J=pe>4||pe===0?qi.ceil(J):qi(J),J=co.offset(J,(A.V-1)*7),A.y=J.getUTCFullYear(),A.m=J.getUTCMonth(),A.d=J.getUTCDate()+(A.w+6)%7):(J=tp(Oa(A.y,0,1)),pe=J.getDay(),J=pe>4||pe===0?Vi.ceil(J):Vi(J),J=zn.offset(J,(A.V-1)*7),A.y=J.getFullYear(),A.m=J.getMonth(),A.d=J.getDate()+(A.w+6)%7)}else("W"in A||"U"in A)&&("w"in A||(A.w="u"in A?A.u%7:"W"in A?1:0),pe="Z"in A?np(Oa(A.y,0,1)).getUTCDay():tp(Oa(A.y,0,1)).getDay(),A.m=0,A.d="W"in A?(A.w+6)%7+A.W*7-(pe+5)%7:A.w+A.U*7-(pe+6)%7);return"Z"in A?(A.H+=A.Z/100|0,A.M+=A.Z%100,np(A)):tp(A)}}function C(D,K,W,A){for(var de=0,J=K.length,pe=W.length,ke,at;de<J;){if(A>=pe)return-1;if(ke=K.charCodeAt(de++),ke===37){if(ke=K.charAt(de++),at=k[ke in Ew?K.charAt(de++):ke],!at||(A=at(D,W,A))<0)return-1}else if(ke!=W.charCodeAt(A++))return-1}return A}function R(D,K,W){var A=u.exec(K.slice(W));return A?(D.p=c.get(A[0].toLowerCase()),W+A[0].length):-1}function P(D,K,W){var A=h.exec(K.slice(W));return A?(D.w=p.get(A[0].toLowerCase()),W+A[0].length):-1}function E(D,K,W){var A=f.exec(K.slice(W));return A?(D.w=d.get(A[0].toLowerCase()),W+A[0].length):-1}function T(D,K,W){var A=b.exec(K.slice(W));return A?(D.m=v.get(A[0].toLowerCase()),W+A[0].length):-1}function z(D,K,W){var A=m.exec(K.slice(W));return A?(D.m=y.get(A[0].toLowerCase()),W+A[0].length):-1}function B(D,K,W){return C(D,t,K,W)}function M(D,K,W){return C(D,n,K,W)}function F(D,K,W){return C(D,r,K,W)}function I(D){return o[D.getDay()]}function X(D){return s[D.getDay()]}function O(D){return l[D.getMonth()]}function H(D){return a[D.getMonth()]}function j(D){return i[+(D.getHours()>=12)]}function Y(D){return 1+~~(D.getMonth()/3)}function U(D){return o[D.getUTCDay()]}function oe(D){return s[D.getUTCDay()]}function le(D){return l[D.getUTCMonth()]}function ce(D){return a[D.getUTCMonth()]}function q(D){return i[+(D.getUTCHours()>=12)]}function ee(D){return 1+~~(D.getUTCMonth()/3)}return{format:function(D){var K=w(D+="",$);return K.toString=function(){return D},K},parse:function(D){var K=S(D+="",!1);return K.toString=function(){return D},K},utcFormat:function(D){var K=w(D+="",x);return K.toString=function(){return D},K},utcParse:function(D){var K=S(D+="",!0);return K.toString=function(){return D},K}}}var Ew={"-":"",_:" ",0:"0"},Qe=/^\s*\d+/,J5=/^%/,Z5=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function Q5(e){return e.replace(Z5,"\\$&")}function za(e){return new RegExp("^(?:"+e.map(Q5).join("|")+")","i")}function Ba(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function eE(e,t,n){var r=Qe.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function tE(e,t,n){var r=Qe.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function nE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function rE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function iE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function Aw(e,t,n){var r=Qe.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function Pw(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function sE(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function oE(e,t,n){var r=Qe.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function aE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function Dw(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function lE(e,t,n){var r=Qe.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function Lw(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function uE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function cE(e,t,n){var r=Qe.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function fE(e,t,n){var r=Qe.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function dE(e,t,n){var r=Qe.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function hE(e,t,n){var r=J5.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function pE(e,t,n){var r=Qe.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function mE(e,t,n){var r=Qe.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function Nw(e,t){return he(e.getDate(),t,2)}function gE(e,t){return he(e.getHours(),t,2)}function bE(e,t){return he(e.getHours()%12||12,t,2)}function yE(e,t){return he(1+zn.count(St(e),e),t,3)}function Fw(e,t){return he(e.getMilliseconds(),t,3)}function vE(e,t){return Fw(e,t)+"000"}function xE(e,t){return he(e.getMonth()+1,t,2)}function wE(e,t){return he(e.getMinutes(),t,2)}function _E(e,t){return he(e.getSeconds(),t,2)}function $E(e){var t=e.getDay();return t===0?7:t}function SE(e,t){return he(Bn.count(St(e)-1,e),t,2)}function Hw(e){var t=e.getDay();return t>=4||t===0?vr(e):vr.ceil(e)}function kE(e,t){return e=Hw(e),he(vr.count(St(e),e)+(St(e).getDay()===4),t,2)}function TE(e){return e.getDay()}function CE(e,t){return he(Vi.count(St(e)-1,e),t,2)}function ME(e,t){return he(e.getFullYear()%100,t,2)}function RE(e,t){return e=Hw(e),he(e.getFullYear()%100,t,2)}function EE(e,t){return he(e.getFullYear()%1e4,t,4)}function AE(e,t){var n=e.getDay();return e=n>=4||n===0?vr(e):vr.ceil(e),he(e.getFullYear()%1e4,t,4)}function PE(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function Iw(e,t){return he(e.getUTCDate(),t,2)}function DE(e,t){return he(e.getUTCHours(),t,2)}function LE(e,t){return he(e.getUTCHours()%12||12,t,2)}function NE(e,t){return he(1+co.count(kt(e),e),t,3)}function Vw(e,t){return he(e.getUTCMilliseconds(),t,3)}function IE(e,t){return Vw(e,t)+"000"}function OE(e,t){return he(e.getUTCMonth()+1,t,2)}function zE(e,t){return he(e.getUTCMinutes(),t,2)}function BE(e,t){return he(e.getUTCSeconds(),t,2)}function FE(e){var t=e.getUTCDay();return t===0?7:t}function HE(e,t){return he(Fn.count(kt(e)-1,e),t,2)}function Kw(e){var t=e.getUTCDay();return t>=4||t===0?xr(e):xr.ceil(e)}function VE(e,t){return e=Kw(e),he(xr.count(kt(e),e)+(kt(e).getUTCDay()===4),t,2)}function KE(e){return e.getUTCDay()}function qE(e,t){return he(qi.count(kt(e)-1,e),t,2)}function UE(e,t){return he(e.getUTCFullYear()%100,t,2)}function jE(e,t){return e=Kw(e),he(e.getUTCFullYear()%100,t,2)}function GE(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function YE(e,t){var n=e.getUTCDay();return e=n>=4||n===0?xr(e):xr.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function WE(){return"+0000"}function Ow(){return"%"}function zw(e){return+e}function Bw(e){return Math.floor(+e/1e3)}var fo,Fa,XE,Hn,qw;JE({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function JE(e){return fo=X5(e),Fa=fo.format,XE=fo.parse,Hn=fo.utcFormat,qw=fo.utcParse,fo}var Uw="%Y-%m-%dT%H:%M:%S.%LZ";function ZE(e){return e.toISOString()}var sN=Date.prototype.toISOString?ZE:Hn(Uw);function QE(e){var t=new Date(e);return isNaN(t)?null:t}var oN=+new Date("2000-01-01T00:00:00.000Z")?QE:qw(Uw);function Vn(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function kc(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Sc=Symbol("implicit");function Tc(){var e=new jt,t=[],n=[],r=Sc;function i(s){let o=e.get(s);if(o===void 0){if(r!==Sc)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new jt;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Tc(t,n).unknown(r)},Vn.apply(i,arguments),i}function ho(){var e=Tc().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var y=Ws(d).map(function(b){return p+s*b});return n(h?y.reverse():y)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return ho(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Vn.apply(f(),arguments)}function Qw(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return Qw(t())},e}function e1(){return Qw(ho.apply(null,arguments).paddingInner(1))}function eA(e){return function(){return e}}function rp(e){return+e}var jw=[0,1];function en(e){return e}function ip(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:eA(isNaN(t)?NaN:.5)}function tA(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function nA(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=ip(i,r),s=n(o,s)):(r=ip(r,i),s=n(s,o)),function(a){return s(r(a))}}function rA(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=ip(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Ys(e,a,1,r)-1;return s[l](i[l](a))}}function Ha(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Cc(){var e=jw,t=jw,n=ro,r,i,s,o=en,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==en&&(o=tA(e[0],e[d-1])),a=d>2?rA:nA,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),qe)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,rp),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=va,c()},f.clamp=function(d){return arguments.length?(o=d?!0:en,c()):o!==en},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function t1(){return Cc()(en,en)}function iA(e,t,n,r){var i=pa(e,t,n),s;switch(r=so(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=gx(i,o))&&(r.precision=s),gh(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=bx(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=mx(i))&&(r.precision=s-(r.type==="%")*2);break}}return Nn(r)}function Va(e){var t=e.domain;return e.ticks=function(n){var r=t();return Ur(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return iA(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=js(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function Ka(){var e=t1();return e.copy=function(){return Ha(e,Ka())},Vn.apply(e,arguments),Va(e)}function sp(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,rp),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return sp(e).unknown(t)},e=arguments.length?Array.from(e,rp):[0,1],Va(n)}function n1(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function Gw(e){return Math.log(e)}function Yw(e){return Math.exp(e)}function sA(e){return-Math.log(-e)}function oA(e){return-Math.exp(-e)}function aA(e){return isFinite(e)?+("1e"+e):e<0?0:e}function lA(e){return e===10?aA:e===Math.E?Math.exp:t=>Math.pow(e,t)}function uA(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function Ww(e){return(t,n)=>-e(-t,n)}function r1(e){let t=e(Gw,Yw),n=t.domain,r=10,i,s;function o(){return i=uA(r),s=lA(r),n()[0]<0?(i=Ww(i),s=Ww(s),e(sA,oA)):e(Gw,Yw),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,y=a==null?10:+a,b=[];if(!(r%1)&&h-d<y){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;b.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;b.push(m)}b.length*2<y&&(b=Ur(u,c,y))}else b=Ur(d,h,Math.min(h-d,y)).map(s);return f?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=so(l)).precision==null&&(l.trim=!0),l=Nn(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(n1(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function op(){let e=r1(Cc()).domain([1,10]);return e.copy=()=>Ha(e,op()).base(e.base()),Vn.apply(e,arguments),e}function Xw(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function Jw(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function i1(e){var t=1,n=e(Xw(t),Jw(t));return n.constant=function(r){return arguments.length?e(Xw(t=+r),Jw(t)):t},Va(n)}function ap(){var e=i1(Cc());return e.copy=function(){return Ha(e,ap()).constant(e.constant())},Vn.apply(e,arguments)}function Zw(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function cA(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function fA(e){return e<0?-e*e:e*e}function s1(e){var t=e(en,en),n=1;function r(){return n===1?e(en,en):n===.5?e(cA,fA):e(Zw(n),Zw(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},Va(t)}function lp(){var e=s1(Cc());return e.copy=function(){return Ha(e,lp()).exponent(e.exponent())},Vn.apply(e,arguments),e}function up(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=av(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Ys(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(ut),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return up().domain(e).range(t).unknown(r)},Vn.apply(s,arguments)}function cp(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Ys(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return cp().domain(e).range(t).unknown(n)},Vn.apply(i,arguments)}function dA(e){return new Date(e)}function hA(e){return e instanceof Date?+e:Math.round(e)}function fp(e,t,n,r,i,s,o,a,l,u){var c=t1(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),v=u("%b %d"),$=u("%B"),x=u("%Y");function k(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?y:r(w)<w?i(w)<w?b:v:n(w)<w?$:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,hA)):d().map(dA)},c.ticks=function(w){var S=d();return e(S[0],S[S.length-1],w??10)},c.tickFormat=function(w,S){return S==null?k:u(S)},c.nice=function(w){var S=d();return(!w||typeof w.range!="function")&&(w=t(S[0],S[S.length-1],w??10)),w?d(n1(S,w)):c},c.copy=function(){return Ha(c,fp(e,t,n,r,i,s,o,a,l,u))},c}function o1(){return Vn.apply(fp(Mw,Rw,St,Ui,Bn,zn,Bi,Oi,yt,Fa).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function a1(){return Vn.apply(fp(Cw,$c,kt,ji,Fn,co,Fi,zi,yt,Hn).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Mc(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Rc(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=en,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([e,t,n]=m,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(y){var b,v,$;return arguments.length?([b,v,$]=y,u=Yr(m,[b,v,$]),h):[u(0),u(.5),u(1)]}}return h.range=p(ro),h.rangeRound=p(va),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(e),s=m(t),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function dp(){var e=Va(Rc()(en));return e.copy=function(){return Mc(e,dp())},kc.apply(e,arguments)}function hp(){var e=r1(Rc()).domain([.1,1,10]);return e.copy=function(){return Mc(e,hp()).base(e.base())},kc.apply(e,arguments)}function pp(){var e=i1(Rc());return e.copy=function(){return Mc(e,pp()).constant(e.constant())},kc.apply(e,arguments)}function mp(){var e=s1(Rc());return e.copy=function(){return Mc(e,mp()).exponent(e.exponent())},kc.apply(e,arguments)}function ie(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var l1=ie("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),u1=ie("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),c1=ie("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),f1=ie("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),d1=ie("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),h1=ie("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),p1=ie("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),m1=ie("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),g1=ie("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),b1=ie("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),y1=ie("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),_e=e=>Qv(e[e.length-1]),gp=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(ie),bp=_e(gp),yp=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(ie),vp=_e(yp),xp=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(ie),wp=_e(xp),_p=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(ie),$p=_e(_p),Pc=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(ie),qa=_e(Pc),Sp=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(ie),kp=_e(Sp),Dc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(ie),Ua=_e(Dc),Tp=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(ie),Cp=_e(Tp),Mp=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(ie),Rp=_e(Mp),Ep=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(ie),Ap=_e(Ep),Pp=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(ie),Dp=_e(Pp),Lp=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(ie),Np=_e(Lp),Ip=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(ie),Op=_e(Ip),zp=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(ie),Bp=_e(zp),Fp=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(ie),Hp=_e(Fp),Vp=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(ie),Kp=_e(Vp),qp=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(ie),Up=_e(qp),jp=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(ie),Gp=_e(jp),Yp=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(ie),Wp=_e(Yp),Xp=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(ie),Jp=_e(Xp),Zp=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(ie),Qp=_e(Zp),em=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(ie),tm=_e(em),nm=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(ie),rm=_e(nm),im=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(ie),sm=_e(im),om=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(ie),am=_e(om),lm=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(ie),um=_e(lm),cm=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(ie),fm=_e(cm);function dm(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var hm=Zu(Yt(300,.5,0),Yt(-240,.5,1)),pm=Zu(Yt(-100,.75,.35),Yt(80,1.5,.8)),mm=Zu(Yt(260,.75,.35),Yt(80,1.5,.8)),Ec=Yt();function gm(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Ec.h=360*e-100,Ec.s=1.5-1.5*t,Ec.l=.8-.9*t,Ec+""}var Ac=bn(),pA=Math.PI/3,mA=Math.PI*2/3;function bm(e){var t;return e=(.5-e)*Math.PI,Ac.r=255*(t=Math.sin(e))*t,Ac.g=255*(t=Math.sin(e+pA))*t,Ac.b=255*(t=Math.sin(e+mA))*t,Ac+""}function ym(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function Lc(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var vm=Lc(ie("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),xm=Lc(ie("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),wm=Lc(ie("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),_m=Lc(ie("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function et(e){return function(){return e}}var S1=Math.cos;var Tm=Math.min,Nc=Math.sin,je=Math.sqrt,v1=1e-12,ja=Math.PI,yN=ja/2,Fc=2*ja;function k1(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Ni(t)}var vN=Array.prototype.slice;function T1(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function C1(e){this._context=e}C1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Gi(e){return new C1(e)}function M1(e){return e[0]}function R1(e){return e[1]}function Cm(e,t){var n=et(!0),r=null,i=Gi,s=null,o=k1(a);e=typeof e=="function"?e:e===void 0?M1:et(e),t=typeof t=="function"?t:t===void 0?R1:et(t);function a(l){var u,c=(l=T1(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:et(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:et(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:et(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function E1(e,t,n){var r=null,i=et(!0),s=null,o=Gi,a=null,l=k1(u);e=typeof e=="function"?e:e===void 0?M1:et(+e),t=typeof t=="function"?t:et(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?R1:et(+n);function u(f){var d,h,p,m=(f=T1(f)).length,y,b=!1,v,$=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(y=f[d],d,f))===b)if(b=!b)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point($[p],x[p]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(y,d,f),x[d]=+t(y,d,f),a.point(r?+r(y,d,f):$[d],n?+n(y,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return Cm().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:et(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:et(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:et(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:et(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:et(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:et(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:et(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var xN=gA(Gi);function A1(e){this._curve=e}A1.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function gA(e){function t(n){return new A1(e(n))}return t._curve=e,t}var Ic=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function P1(e){return new Ic(e,!0)}function D1(e){return new Ic(e,!1)}var bA=je(3),Mm={draw(e,t){let n=je(t+Tm(t/28,.75))*.59436,r=n/2,i=r*bA;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Yi={draw(e,t){let n=je(t/ja);e.moveTo(n,0),e.arc(0,0,n,0,Fc)}},Rm={draw(e,t){let n=je(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},L1=je(1/3),yA=L1*2,Em={draw(e,t){let n=je(t/yA),r=n*L1;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},Am={draw(e,t){let n=je(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},Pm={draw(e,t){let n=je(t-Tm(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},Dm={draw(e,t){let n=je(t),r=-n/2;e.rect(r,r,n,n)}},Lm={draw(e,t){let n=je(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},vA=.8908130915292852,N1=Nc(ja/10)/Nc(7*ja/10),xA=Nc(Fc/10)*N1,wA=-S1(Fc/10)*N1,Nm={draw(e,t){let n=je(t*vA),r=xA*n,i=wA*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=Fc*s/5,a=S1(o),l=Nc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},$m=je(3),Im={draw(e,t){let n=-je(t/($m*3));e.moveTo(0,n*2),e.lineTo(-$m*n,-n),e.lineTo($m*n,-n),e.closePath()}},_A=je(3),Om={draw(e,t){let n=je(t)*.6824,r=n/2,i=n*_A/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},tn=-.5,nn=je(3)/2,km=1/je(12),$A=(km/2+1)*3,zm={draw(e,t){let n=je(t/$A),r=n/2,i=n*km,s=r,o=n*km+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(tn*r-nn*i,nn*r+tn*i),e.lineTo(tn*s-nn*o,nn*s+tn*o),e.lineTo(tn*a-nn*l,nn*a+tn*l),e.lineTo(tn*r+nn*i,tn*i-nn*r),e.lineTo(tn*s+nn*o,tn*o-nn*s),e.lineTo(tn*a+nn*l,tn*l-nn*a),e.closePath()}},Bm={draw(e,t){let n=je(t-Tm(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},I1=[Yi,Rm,Em,Dm,Nm,Im,zm],O1=[Yi,Pm,Bm,Om,Mm,Lm,Am];function Jr(){}function Oc(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function Hc(e){this._context=e}Hc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Oc(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Oc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function z1(e){return new Hc(e)}function B1(e){this._context=e}B1.prototype={areaStart:Jr,areaEnd:Jr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:Oc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function F1(e){return new B1(e)}function H1(e){this._context=e}H1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:Oc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function V1(e){return new H1(e)}function K1(e,t){this._basis=new Hc(e),this._beta=t}K1.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var q1=(function e(t){function n(r){return t===1?new Hc(r):new K1(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function zc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function Fm(e,t){this._context=e,this._k=(1-t)/6}Fm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:zc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:zc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var U1=(function e(t){function n(r){return new Fm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Hm(e,t){this._context=e,this._k=(1-t)/6}Hm.prototype={areaStart:Jr,areaEnd:Jr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:zc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var j1=(function e(t){function n(r){return new Hm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Vm(e,t){this._context=e,this._k=(1-t)/6}Vm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:zc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var G1=(function e(t){function n(r){return new Vm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Km(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>v1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>v1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function Y1(e,t){this._context=e,this._alpha=t}Y1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:Km(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var W1=(function e(t){function n(r){return t?new Y1(r,t):new Fm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function X1(e,t){this._context=e,this._alpha=t}X1.prototype={areaStart:Jr,areaEnd:Jr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:Km(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var J1=(function e(t){function n(r){return t?new X1(r,t):new Hm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function Z1(e,t){this._context=e,this._alpha=t}Z1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Km(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var Q1=(function e(t){function n(r){return t?new Z1(r,t):new Vm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function e_(e){this._context=e}e_.prototype={areaStart:Jr,areaEnd:Jr,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function t_(e){return new e_(e)}function x1(e){return e<0?-1:1}function w1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(x1(s)+x1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function _1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Sm(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function Bc(e){this._context=e}Bc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Sm(this,this._t0,_1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Sm(this,_1(this,n=w1(this,e,t)),n);break;default:Sm(this,this._t0,n=w1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function n_(e){this._context=new r_(e)}(n_.prototype=Object.create(Bc.prototype)).point=function(e,t){Bc.prototype.point.call(this,t,e)};function r_(e){this._context=e}r_.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function i_(e){return new Bc(e)}function s_(e){return new n_(e)}function o_(e){this._context=e}o_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=$1(e),i=$1(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function $1(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function a_(e){return new o_(e)}function Vc(e,t){this._context=e,this._t=t}Vc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function l_(e){return new Vc(e,.5)}function u_(e){return new Vc(e,0)}function c_(e){return new Vc(e,1)}function rn(e){return e!=null&&!Number.isNaN(e)}function ct(e,t){return+rn(t)-+rn(e)||ut(e,t)}function Wi(e,t){return+rn(t)-+rn(e)||fr(e,t)}function Ga(e){return e!=null&&`${e}`!=""}function qm(e){return isFinite(e)?e:NaN}function Xi(e){return e>0&&isFinite(e)?e:NaN}function po(e){return e<0&&isFinite(e)?e:NaN}function Kc(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${SA(e.getUTCFullYear(),4)}-${wr(e.getUTCMonth()+1,2)}-${wr(e.getUTCDate(),2)}${n||r||i||s?`T${wr(n,2)}:${wr(r,2)}${i||s?`:${wr(i,2)}${s?`.${wr(s,3)}`:""}`:""}Z`:""}`}function SA(e){return e<0?`-${wr(-e,6)}`:e>9999?`+${wr(e,6)}`:wr(e,4)}function wr(e,t){return`${e}`.padStart(t,"0")}var kA=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Ya(e,t){return kA.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function _r(e){if(e==null)return;let t=e[0],n=e[e.length-1];return fr(t,n)}var go=1e3,Qr=go*60,ei=Qr*60,qn=ei*24,Kn=qn*7,Ji=qn*30,Zr=qn*365,Um=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",go],["5 seconds",5*go],["15 seconds",15*go],["30 seconds",30*go],["minute",Qr],["5 minutes",5*Qr],["15 minutes",15*Qr],["30 minutes",30*Qr],["hour",ei],["3 hours",3*ei],["6 hours",6*ei],["12 hours",12*ei],["day",qn],["2 days",2*qn],["week",Kn],["2 weeks",2*Kn],["month",Ji],["3 months",3*Ji],["6 months",6*Ji],["year",Zr],["2 years",2*Zr],["5 years",5*Zr],["10 years",10*Zr],["20 years",20*Zr],["50 years",50*Zr],["100 years",100*Zr]],jm=new Map([["second",go],["minute",Qr],["hour",ei],["day",qn],["monday",Kn],["tuesday",Kn],["wednesday",Kn],["thursday",Kn],["friday",Kn],["saturday",Kn],["sunday",Kn],["week",Kn],["month",Ji],["year",Zr]]),d_=new Map([["second",yt],["minute",Oi],["hour",Bi],["day",zn],["monday",Vi],["tuesday",Gh],["wednesday",Yh],["thursday",vr],["friday",Wh],["saturday",Xh],["sunday",Bn],["week",Bn],["month",Ui],["year",St]]),Gm=new Map([["second",yt],["minute",zi],["hour",Fi],["day",Ia],["monday",qi],["tuesday",Jh],["wednesday",Zh],["thursday",xr],["friday",Qh],["saturday",ep],["sunday",Fn],["week",Fn],["month",ji],["year",kt]]),bo=Symbol("intervalDuration"),Uc=Symbol("intervalType");for(let[e,t]of d_)t[bo]=jm.get(e),t[Uc]="time";for(let[e,t]of Gm)t[bo]=jm.get(e),t[Uc]="utc";var Wa=[["year",kt,"utc"],["month",ji,"utc"],["day",Ia,"utc",6*Ji],["hour",Fi,"utc",3*qn],["minute",zi,"utc",6*ei],["second",yt,"utc",30*Qr]],qc=[["year",St,"time"],["month",Ui,"time"],["day",zn,"time",6*Ji],["hour",Bi,"time",3*qn],["minute",Oi,"time",6*ei],["second",yt,"time",30*Qr]],TA=[Wa[0],qc[0],Wa[1],qc[1],Wa[2],qc[2],...Wa.slice(3)];function h_(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=Gm.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function Ym(e){return p_(h_(e),"time")}function Xa(e){return p_(h_(e),"utc")}function p_([e,t],n){let r=(n==="time"?d_:Gm).get(e);return t>1&&(r=r.every(t),r[bo]=jm.get(e)*t,r[Uc]=n),r}function Wm(e,t){if(!(t>1))return;let n=e[bo];if(!Um.some(([,i])=>i===n)||n%qn===0&&qn<n&&n<Ji)return;let[r]=Um[Gs(([,i])=>Math.log(i)).center(Um,Math.log(n*t))];return(e[Uc]==="time"?Ym:Xa)(r)}function f_(e,t,n){let r=t==="time"?Fa:Hn;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=CA(n);switch(e){case"millisecond":return mo(r(".%L"),r(":%M:%S"),i);case"second":return mo(r(":%S"),r("%-I:%M"),i);case"minute":return mo(r("%-I:%M"),r("%p"),i);case"hour":return mo(r("%-I %p"),r("%b %-d"),i);case"day":return mo(r("%-d"),r("%b"),i);case"month":return mo(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function CA(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function MA(e){return e==="time"?qc:e==="utc"?Wa:TA}function m_(e,t,n){let r=mt(fv(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return f_("millisecond","utc",n);for(let[i,s,o,a]of MA(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return f_(i,o,n)}}function mo(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-_r(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var Jm=Object.getPrototypeOf(Uint8Array),RA=Object.prototype.toString;function yn(e){return e instanceof Array||e instanceof Jm}function y_(e){return e instanceof Jm&&!EA(e)}function v_(e){return e?.prototype instanceof Jm&&!AA(e)}function EA(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function AA(e){return e===BigInt64Array||e===BigUint64Array}var Zm=Symbol("reindex");function Ce(e,t,n){let r=typeof t;return r==="string"?O_(e)?Qm(e.getChild(t),n):g_(e,eg(t),n):r==="function"?g_(e,t,n):r==="number"||t instanceof Date||r==="boolean"?ve(e,Bt(t),n):typeof t?.transform=="function"?Xm(t.transform(e),n):PA(Xm(t,n),e?.[Zm])}function PA(e,t){return e!=null&&t?Yc(e,t):e}function g_(e,t,n){return ve(e,v_(n)?(r,i)=>tg(t(r,i)):t,n)}function Xm(e,t){return t===void 0?jn(e):z_(e)?Qm(e,t):e instanceof t?e:t.from(e,v_(t)&&!y_(e)?tg:void 0)}function Qm(e,t){return e==null?e:(t===void 0||t===Array)&&IA(e.type)?ng(b_(e)):Xm(b_(e),t)}function b_(e){return e.nullCount?e.toJSON():e.toArray()}var yo=[null],eg=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},vn={transform:xt},ge={transform:e=>e};var x_=()=>1,w_=()=>!0,Be=e=>e==null?e:`${e}`,Ae=e=>e==null?e:+e;var jc=e=>e?e[0]:void 0,Ja=e=>e?e[1]:void 0;var Bt=e=>()=>e;function __(e){let t=+`${e}`.slice(1)/100;return(n,r)=>cr(n,t,r)}function Un(e){return y_(e)?e:ve(e,tg,Float64Array)}function tg(e){return e==null?NaN:Number(e)}function ng(e){return ve(e,rg)}function rg(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?Ya(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function Tt(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:$o(e)?[void 0,e]:[e,void 0]}function Ie(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function ig(e,t,n){if(e!=null)return vt(e,t,n)}function vt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function $r(e){return O_(e)?e:jn(e)}function jn(e){if(e==null||yn(e))return e;if(z_(e))return Qm(e);if($_(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function $_(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function ve(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function ti(e,t=Array){return e instanceof t?e.slice():t.from(e)}function S_({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function sg({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function Gc(e){return S_(e)||sg(e)||e.interval!==void 0}function xn(e){return e?.toString===RA}function vo(e){return xn(e)&&(e.type!==void 0||e.domain!==void 0)}function xo(e){return xn(e)&&typeof e.transform!="function"}function ni(e){return xo(e)&&e.value===void 0&&e.channel===void 0}function k_(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function wn(e,t){return e===void 0&&t===void 0?[jc,Ja]:[e,t]}function wo({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=Tt(t)),e===void 0&&([e]=Tt(n)),e}function ri(e){return yn(e)?e.length:e?.numRows}function xt(e){let t=ri(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function Yc(e,t){return yn(e)?ve(t,n=>e[n],e.constructor):ve(t,n=>e.at(n))}function T_(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function sn(e){return e!==null&&typeof e=="object"?e.valueOf():e}function C_(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function _o(e){let t;return[{transform:()=>t,label:_n(e)},n=>t=n]}function on(e){return e==null?[e]:_o(e)}function _n(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function Za(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return ze(r)||ze(i)?ve(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):ve(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function Qa(e,t){let n=og(t?.interval,t?.type);return n?ve(e,n):e}function og(e,t){let n=Wc(e,t);return n&&(r=>rn(r)?n.floor(r):r)}function Wc(e,t){if(e!=null){if(typeof e=="number")return DA(e);if(typeof e=="string")return(t==="time"?Ym:Xa)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function DA(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>Ws(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>Ws(Math.ceil(n/t),r/t).map(i=>i*t)}}function Gn(e,t){if(e=Wc(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function M_(e,t){if(e=Gn(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function R_(e){return ii(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function ii(e){return typeof e?.range=="function"}function Yn(e){return e===void 0||xo(e)?e:{value:e}}function E_(e){return e==null?null:{transform:t=>Ce(t,e,Float64Array),label:_n(e)}}function Ct(e){return e&&typeof e[Symbol.iterator]=="function"}function Xc(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function ag(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function ze(e){for(let t of e)if(t!=null)return t instanceof Date}function A_(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&Ya(t)}function P_(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function D_(e){for(let t of e)if(t!=null)return typeof t=="number"}function Jc(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var LA=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function $o(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||LA.has(e))}function L_(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function tt(e){return e==null||Zi(e)}function Zi(e){return/^\s*none\s*$/i.test(e)}function N_(e){return/^\s*round\s*$/i.test(e)}function Zc(e,t){return ig(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function si(e="middle"){return Zc(e,"frameAnchor")}function I_(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function NA(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function lg(e){return Ct(e)?NA(e):e}function Qc(e){return e===!0?e="frame":e===!1?e=null:!$_(e)&&e!=null&&(e=vt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function O_(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function z_(e){return e&&typeof e.toArray=="function"&&e.type}function IA(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var an=Symbol("position"),Ft=Symbol("color"),Qi=Symbol("radius"),es=Symbol("length"),ts=Symbol("opacity"),So=Symbol("symbol"),B_=Symbol("projection"),xe=new Map([["x",an],["y",an],["fx",an],["fy",an],["r",Qi],["color",Ft],["opacity",ts],["symbol",So],["length",es],["projection",B_]]);function F_(e){return e===an||e===B_}function H_(e){return e===an||e===Qi||e===es||e===ts}var OA=Math.sqrt(3),zA=2/OA,BA={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*zA,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},ug=new Map([["asterisk",Mm],["circle",Yi],["cross",Rm],["diamond",Em],["diamond2",Am],["hexagon",BA],["plus",Pm],["square",Dm],["square2",Lm],["star",Nm],["times",Bm],["triangle",Im],["triangle2",Om],["wye",zm]]);function cg(e){return e&&typeof e.draw=="function"}function V_(e){return cg(e)?!0:typeof e!="string"?!1:ug.has(e.toLowerCase())}function ko(e){if(e==null||cg(e))return e;let t=ug.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function K_(e){if(e==null||cg(e))return[void 0,e];if(typeof e=="string"){let t=ug.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function ns({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=q_(e)),t!=null&&!ni(t)&&(r=fg(r,hg(t))),n&&(r=fg(r,U_))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||ni(t))&&{sort:t},transform:fg(r,o)}}function Sr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=q_(e)),t!=null&&!ni(t)&&(r=dg(r,hg(t))),n&&(r=dg(r,U_))),{...i,...(t===null||ni(t))&&{sort:t},initializer:dg(r,s)}}function fg(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,$r(n),r,i)}}function dg(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function FA(e,t){return(e.initializer!=null?Sr:ns)(e,t)}function q_(e){return(t,n)=>{let r=Ce(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function U_(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function j_(e,{sort:t,...n}={}){return{...(xo(e)&&e.channel!==void 0?Sr:FA)(n,hg(e)),sort:ni(t)?t:null}}function hg(e){return(typeof e=="function"&&e.length!==1?HA:VA)(e)}function HA(e){return(t,n)=>{let r=yn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function VA(e){let t,n;({channel:t,value:e,order:n}={...Yn(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?Wi:ct),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=ct;break;case"descending":n=Wi;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Ce(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function tl(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function W_(e,t,n=pg){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",GA]),t.href!=null&&e.href===void 0&&r.push(["href",ef]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?KA(i):n(i,s,t))}function pg(e,t,n,r=mg){let i;xn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=_o(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function KA(e){return{name:e,initialize(){},scope(){},reduce(){}}}function mg(e,t,n,r=nl){let i=C_(e,n),s=r(t,i),o,a;return{label:_n(s===el?null:i,s.label),initialize(l){o=i===void 0?l:Ce(l,i),s.scope==="data"&&(a=s.reduceIndex(xt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function gg(e,t){return t?Mi(e,n=>t[n]):[[,e]]}function nl(e,t,n=qA){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&xn(e))return UA(e);if(typeof e=="function")return jA(e);if(/^p\d{2}$/i.test(e))return kr(__(e));switch(`${e}`.toLowerCase()){case"first":return ef;case"last":return YA;case"identity":return bg;case"count":return el;case"distinct":return WA;case"sum":return t==null?el:XA;case"proportion":return Y_(t,"data");case"proportion-facet":return Y_(t,"facet");case"deviation":return kr(Ud);case"min":return kr(Gt);case"min-index":return kr(sv);case"max":return kr(mt);case"max-index":return kr(iv);case"mean":return G_(uv);case"median":return G_(ma);case"variance":return kr(qd);case"mode":return kr(cv)}return n(e)}function qA(e){throw new Error(`invalid reduce: ${e}`)}function X_(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function J_(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>ct(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function UA(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function jA(e){return{reduceIndex(t,n,r){return e(Yc(n,t),r)}}}function kr(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function G_(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return ze(n)?new Date(r):r}}}var bg={reduceIndex(e,t){return Yc(t,e)}},ef={reduceIndex(e,t){return t[e[0]]}},GA={reduceIndex(e,t){let r=Us(dr(e,s=>s.length,s=>t[s]),Ja),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,pn(s,Ja)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},YA={reduceIndex(e,t){return t[e[e.length-1]]}},el={label:"Frequency",reduceIndex(e){return e.length}},WA={label:"Distinct",reduceIndex(e,t){let n=new An;for(let r of e)n.add(t[r]);return n.size}},XA=kr(pn);function Y_(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>pn(n,s=>r[s])/i}}var Z_={reduceIndex(e,t,{z:n}){return n}};function To(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=_n(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),vg(a,{scale:t,type:n,value:Ce(e,r),label:o,filter:i,hint:s})}function e$(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,To(t,r,n)]))}function t$(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:ve(s,o)]}));return n.channels=e,n}function vg(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&Jc(r,$o)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&Jc(r,L_)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&Jc(r,V_)?(t.scale=null,t.value=ve(r,ko)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=xe.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!xe.has(n))throw new Error(`unknown scale: ${n}`);return t}function n$(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!xe.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=Yn(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?i$:r$:QA(f),h==null||h===!1)continue;let y=u==="fx"||u==="fy"?ZA(t,r[u]):JA(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[v=0,$=1/0]=Ct(p)?p:p<0?[p]:[0,p];if(c==null)y.domain=()=>{let x=Array.from(new An(b));return d&&(x=x.reverse()),(v!==0||$!==1/0)&&(x=x.slice(v,$)),x};else{let x=c==="data"?e:c==="height"?Q_(n,"y1","y2"):c==="width"?Q_(n,"x1","x2"):yg(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=nl(h===!0?"max":h,x);y.domain=()=>{let w=tv(xt(b),S=>k.reduceIndex(S,x),S=>b[S]);return f&&w.sort(f),d&&w.reverse(),(v!==0||$!==1/0)&&(w=w.slice(v,$)),w.map(jc)}}}}function JA(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function ZA(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function Q_(e,t,n){let r=yg(e,t),i=yg(e,n);return ve(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function yg(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function QA(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return r$;case"descending":return i$}throw new Error(`invalid order: ${e}`)}function r$([e,t],[n,r]){return ct(t,r)||ct(e,n)}function i$([e,t],[n,r]){return Wi(t,r)||ct(e,n)}function xg(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var u$=new Map([["accent",u1],["category10",l1],["dark2",c1],["observable10",f1],["paired",d1],["pastel1",h1],["pastel2",p1],["set1",m1],["set2",g1],["set3",b1],["tableau10",y1]]);function c$(e){return e!=null&&u$.has(`${e}`.toLowerCase())}var s$=new Map([...u$,["brbg",Tr(gp,bp)],["prgn",Tr(yp,vp)],["piyg",Tr(xp,wp)],["puor",Tr(_p,$p)],["rdbu",Tr(Pc,qa)],["rdgy",Tr(Sp,kp)],["rdylbu",Tr(Dc,Ua)],["rdylgn",Tr(Tp,Cp)],["spectral",Tr(Mp,Rp)],["burd",o$(Pc,qa)],["buylrd",o$(Dc,Ua)],["blues",nt(em,tm)],["greens",nt(nm,rm)],["greys",nt(im,sm)],["oranges",nt(cm,fm)],["purples",nt(om,am)],["reds",nt(lm,um)],["turbo",Cr(ym)],["viridis",Cr(vm)],["magma",Cr(xm)],["inferno",Cr(wm)],["plasma",Cr(_m)],["cividis",Cr(dm)],["cubehelix",Cr(hm)],["warm",Cr(pm)],["cool",Cr(mm)],["bugn",nt(Ep,Ap)],["bupu",nt(Pp,Dp)],["gnbu",nt(Lp,Np)],["orrd",nt(Ip,Op)],["pubu",nt(Fp,Hp)],["pubugn",nt(zp,Bp)],["purd",nt(Vp,Kp)],["rdpu",nt(qp,Up)],["ylgn",nt(Yp,Wp)],["ylgnbu",nt(jp,Gp)],["ylorbr",nt(Xp,Jp)],["ylorrd",nt(Zp,Qp)],["rainbow",a$(gm)],["sinebow",a$(bm)]]);function nt(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?gt(t,n):e[n])}function Tr(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?gt(t,n):e[n])}function o$(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?gt(r=>t(1-r),n):e[n].slice().reverse())}function Cr(e){return({length:t})=>gt(e,Math.max(2,Math.floor(t)))}function a$(e){return({length:t})=>gt(e,Math.floor(t)+1).slice(0,-1)}function wg(e){let t=`${e}`.toLowerCase();if(!s$.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return s$.get(t)}function rl(e,t){let n=wg(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function f$(e,t="greys"){let n=new Set,[r,i]=rl(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var l$=new Map([["brbg",bp],["prgn",vp],["piyg",wp],["puor",$p],["rdbu",qa],["rdgy",kp],["rdylbu",Ua],["rdylgn",Cp],["spectral",Rp],["burd",e=>qa(1-e)],["buylrd",e=>Ua(1-e)],["blues",tm],["greens",rm],["greys",sm],["purples",am],["reds",um],["oranges",fm],["turbo",ym],["viridis",vm],["magma",xm],["inferno",wm],["plasma",_m],["cividis",dm],["cubehelix",hm],["warm",pm],["cool",mm],["bugn",Ap],["bupu",Dp],["gnbu",Np],["orrd",Op],["pubugn",Bp],["pubu",Hp],["purd",Kp],["rdpu",Up],["ylgnbu",Gp],["ylgn",Wp],["ylorbr",Jp],["ylorrd",Qp],["rainbow",gm],["sinebow",bm]]);function Co(e){let t=`${e}`.toLowerCase();if(!l$.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return l$.get(t)}var e4=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function d$(e){return e!=null&&e4.has(`${e}`.toLowerCase())}var $g=e=>t=>e(1-t),_g=[0,1],h$=new Map([["number",qe],["rgb",Di],["hsl",rx],["hcl",ox],["lab",ix]]);function Sg(e){let t=`${e}`.toLowerCase();if(!h$.has(t))throw new Error(`unknown interpolator: ${t}`);return h$.get(t)}function Ro(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=_$(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=xe.get(e)===Qi?i4(n,a):xe.get(e)===es?s4(n,a):xe.get(e)===ts?_g:void 0,interpolate:h=xe.get(e)===Ft?c==null&&d!==void 0?Di:Co(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?va:qe,reverse:p}){if(a=p$(a),f=Gn(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=Sg(h)),p=!!p,d!==void 0){let m=a.length,y=(d=p$(d)).length;if(m!==y){if(h.length===1)throw new Error("invalid piecewise interpolator");h=Yr(h,d),d=void 0}}if(h.length===1?(p&&(h=$g(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,y)=>y/(a.length-1)),d.length===2&&(d=_g)),t.interpolate((d===_g?Bt:il)(h))):t.interpolate(h),o){let[m,y]=ot(a);(m>0||y<0)&&(a=ti(a),(_r(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=Xs(a)),t.domain(a).unknown(l),i&&(t.nice(t4(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function p$(e){return e=jn(e),e.length>=2?e:[e[0],e[0]]}function t4(e,t){return e===!0?void 0:typeof e=="number"?e:M_(e,t)}function m$(e,t,n){return Ro(e,Ka(),t,n)}function g$(e,t,n){return kg(e,t,{...n,exponent:.5})}function kg(e,t,{exponent:n=1,...r}){return Ro(e,lp().exponent(n),t,{...r,type:"pow"})}function b$(e,t,{base:n=10,domain:r=o4(t),...i}){return Ro(e,op().base(n),t,{...i,domain:r})}function y$(e,t,{constant:n=1,...r}){return Ro(e,ap().constant(n),t,r)}function v$(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=a4(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?gt(l,i):xe.get(e)===Ft?rl(s,i):void 0),o.length>0&&(o=up(o,n===void 0?{length:i}:n).quantiles()),tf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function x$(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=_$(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=ot(s),f;return n===void 0?(f=Ur(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?gt(a,r):xe.get(e)===Ft?rl(i,r):void 0):(f=gt(qe(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),_r(jn(s))<0&&f.reverse(),tf(e,t,{domain:f,range:n,reverse:l,unknown:o})}function tf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?gt(s,n.length+1):xe.get(e)===Ft?rl(i,n.length+1):void 0,reverse:a}){n=jn(n);let l=_r(n);if(!isNaN(l)&&!n4(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Xs(o)),{type:"threshold",scale:cp(l<0?Xs(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function n4(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=fr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function w$(e){return{type:"identity",scale:H_(xe.get(e))?sp():t=>t}}function Mo(e,t=qm){return e.length?[Gt(e,({value:n})=>n===void 0?n:Gt(n,t)),mt(e,({value:n})=>n===void 0?n:mt(n,t))]:[0,1]}function _$(e,t){let n=xe.get(e);return(n===Qi||n===ts||n===es?r4:Mo)(t)}function r4(e){return[0,e.length?mt(e,({value:t})=>t===void 0?t:mt(t,qm)):1]}function i4(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=cr(e,.5,({value:o})=>o===void 0?NaN:cr(o,.25,Xi)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/mt(i);return s<1?i.map(o=>o*s):i}function s4(e,t){let n=ma(e,({value:s})=>s===void 0?NaN:ma(s,Math.abs)),r=t.map(s=>12*s/n),i=60/mt(r);return i<1?r.map(s=>s*i):r}function o4(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return Mo(e,Xi);if(n<0)return Mo(e,po)}return[1,10]}function a4(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function il(e){return(t,n)=>r=>e(t+r*(n-t))}var Tg=0,Cg;function $$(){let e=Tg;return Tg=0,Cg=void 0,e}function Mt(e){e!==Cg&&(Cg=e,console.warn(e),++Tg)}function nf(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=Mo(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=xe.get(e)===Ft?c==null&&f!==void 0?Di:Co(c!==void 0?c:"rdbu"):qe,reverse:p}){u=+u,a=jn(a);let[m,y]=a;if(a.length>2&&Mt(`Warning: the diverging ${e} scale domain contains extra elements.`),fr(m,y)<0&&([m,y]=[y,m],p=!p),m=Math.min(m,u),y=Math.max(y,u),typeof h!="function"&&(h=Sg(h)),f!==void 0&&(h=h.length===1?il(h)(...f):Yr(h,f)),p&&(h=$g(h)),d){let b=n.apply(u),v=b-n.apply(m),$=n.apply(y)-b;v<$?m=n.invert(b-$):v>$&&(y=n.invert(b+v))}return t.domain([m,u,y]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[m,y],pivot:u,interpolate:h,scale:t}}function S$(e,t,n){return nf(e,dp(),l4,t,n)}function k$(e,t,n){return Mg(e,t,{...n,exponent:.5})}function Mg(e,t,{exponent:n=1,...r}){return nf(e,mp().exponent(n=+n),f4(n),t,{...r,type:"diverging-pow"})}function T$(e,t,{base:n=10,pivot:r=1,domain:i=Mo(t,r<0?po:Xi),...s}){return nf(e,hp().base(n=+n),u4,t,{domain:i,pivot:r,...s})}function C$(e,t,{constant:n=1,...r}){return nf(e,pp().constant(n=+n),d4(n),t,r)}var l4={apply(e){return e},invert(e){return e}},u4={apply:Math.log,invert:Math.exp},c4={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function f4(e){return e===.5?c4:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function d4(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function M$(e,t,n,r){return Ro(e,t,n,r)}function R$(e,t,n){return M$(e,o1(),t,n)}function E$(e,t,n){return M$(e,a1(),t,n)}var Eo=Symbol("ordinal");function P$(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Gn(i,r),s===void 0&&(s=O$(n,i,e)),(r==="categorical"||r===Eo)&&(r="ordinal"),a&&(s=Xs(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function D$(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Gn(r,n),i===void 0&&(i=O$(t,r,e));let u;if(xe.get(e)===So)u=h4(t),s=s===void 0?p4(u):ve(s,ko);else if(xe.get(e)===Ft&&(s===void 0&&(n==="ordinal"||n===Eo)&&(s=f$(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=Co(o),f=s[0],d=s[1]-s[0];s=({length:h})=>gt(p=>c(f+d*p),h)}else s=wg(o);if(a===Sc)throw new Error(`implicit unknown on ${e} scale is not supported`);return P$(e,Tc().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function L$(e,t,{align:n=.5,padding:r=.5,...i}){return I$(e1().align(n).padding(r),t,i,e)}function N$(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return I$(ho().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function I$(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=P$(r,e,t,n),e.round=i,e}function O$(e,t,n){let r=new An;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=ot(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&xe.get(n)===an)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return Us(r,ct)}function A$(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function h4(e){return{fill:A$(e,"fill"),stroke:A$(e,"stroke")}}function p4(e){return tt(e.fill)?O1:I1}function sl(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...m}={}){let y={};for(let[b,v]of e){let $=m[b],x=b4(b,v,{round:xe.get(b)===an?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,...$});if(x){let{label:k=b==="fx"||b==="fy"?p:t,percent:w,transform:S,inset:C,insetTop:R=C!==void 0?C:b==="y"?r:0,insetRight:P=C!==void 0?C:b==="x"?i:0,insetBottom:E=C!==void 0?C:b==="y"?s:0,insetLeft:T=C!==void 0?C:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=k===void 0?m4(v,x):k,x.transform=S,b==="x"||b==="fx"?(x.insetLeft=+T,x.insetRight=+P):(b==="y"||b==="fy")&&(x.insetTop=+R,x.insetBottom=+E),y[b]=x}}return y}function Eg(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=w4(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function V$(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?sf(t):t;i&&z$(i,o),s&&B$(s,o);let a=i||s?Ag(e,t):t;n&&z$(n,a),r&&B$(r,a)}function m4(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Wn(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function K$(e){return Math.sign(_r(e.domain()))*Math.sign(_r(e.range()))}function sf(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Ag({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=sf(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function z$(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],Wn(e)||(e.range=U$(e)),e.scale.range(e.range)}q$(e)}function B$(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],Wn(e)?e.range.reverse():e.range=U$(e),e.scale.range(e.range)}q$(e)}function q$(e){e.round===void 0&&v4(e)&&g4(e)<=30&&e.scale.round(!0)}function g4({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function U$(e){let t=e.scale.domain().length+Pg(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function b4(e,t=[],n={}){let r=y4(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&Wn({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(ze)?Mt(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Ao(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${Ao(r)}".`):i.some(A_)?Mt(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Ao(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${Ao(r)}".`):i.some(P_)&&Mt(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Ao(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${Ao(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=rf(t,n,Un);break;case"identity":switch(xe.get(e)){case an:n=rf(t,n,Un);break;case So:n=rf(t,n,x4);break}break;case"utc":case"time":n=rf(t,n,ng);break}switch(r){case"diverging":return S$(e,t,n);case"diverging-sqrt":return k$(e,t,n);case"diverging-pow":return Mg(e,t,n);case"diverging-log":return T$(e,t,n);case"diverging-symlog":return C$(e,t,n);case"categorical":case"ordinal":case Eo:return D$(e,t,n);case"cyclical":case"sequential":case"linear":return m$(e,t,n);case"sqrt":return g$(e,t,n);case"threshold":return tf(e,t,n);case"quantile":return v$(e,t,n);case"quantize":return x$(e,t,n);case"pow":return kg(e,t,n);case"log":return b$(e,t,n);case"symlog":return y$(e,t,n);case"utc":return E$(e,t,n);case"time":return R$(e,t,n);case"point":return L$(e,t,n);case"band":return N$(e,t,n);case"identity":return w$(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Ao(e){return typeof e=="symbol"?e.description:e}function F$(e){return typeof e=="string"?`${e}`.toLowerCase():e}var H$={toString:()=>"projection"};function y4(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=F$(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=H$);for(let c of t){let f=F$(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===H$)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=xe.get(e);if(l===Qi)return"sqrt";if(l===ts||l===es)return"linear";if(l===So)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Rg(l);if(r!==void 0){if(ag(r))return Rg(l);if(ze(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(ag))return Rg(l);if(c.some(ze))return"utc"}if(l===Ft){if(o!=null||d$(s))return"diverging";if(c$(s))return"categorical"}return"linear"}function Rg(e){switch(e){case an:return"point";case Ft:return Eo;default:return"ordinal"}}function Wn({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Eo}function Pg({type:e}){return e==="threshold"}function v4({type:e}){return e==="point"||e==="band"}function $n(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function rf(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function x4(e){return ve(e,ko)}function j$(e){return t=>{if(!xe.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function w4({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:ti(n),...r!==void 0&&{range:ti(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function Y$(e,t){let{fx:n,fy:r}=sl(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?X0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function W$(e,{x:t,y:n}){return t&&=Og(t),n&&=Og(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function af(e,{fx:t,fy:n}){let r=xt(e),i=t?.value,s=n?.value;return t&&n?dr(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?dr(r,o=>(o.fx=i[o[0]],o),o=>i[o]):dr(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function X$(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function J$(e){let t=[],n=new Uint32Array(pn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var _4=new Map([["top",Dg],["right",Ig],["bottom",Lg],["left",Ng],["top-left",of(Dg,Ng)],["top-right",of(Dg,Ig)],["bottom-left",of(Lg,Ng)],["bottom-right",of(Lg,Ig)],["top-empty",S4],["right-empty",C4],["bottom-empty",k4],["left-empty",T4],["empty",M4]]);function Z$(e){if(e==null)return null;let t=_4.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var G$=new WeakMap;function Og(e){let t=G$.get(e);return t||G$.set(e,t=new jt(ve(e,(n,r)=>[n,r]))),t}function oi(e,t){return Og(e).get(t)}function $4(e,t,n){return t=sn(t),n=sn(n),e.find(r=>Object.is(sn(r.x),t)&&Object.is(sn(r.y),n))}function lf(e,t,n){return $4(e,t,n)?.empty}function Dg(e,{y:t},{y:n}){return t?oi(t,n)===0:!0}function Lg(e,{y:t},{y:n}){return t?oi(t,n)===t.length-1:!0}function Ng(e,{x:t},{x:n}){return t?oi(t,n)===0:!0}function Ig(e,{x:t},{x:n}){return t?oi(t,n)===t.length-1:!0}function S4(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=oi(t,r);if(s>0)return lf(e,n,t[s-1])}function k4(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=oi(t,r);if(s<t.length-1)return lf(e,n,t[s+1])}function T4(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=oi(t,n);if(s>0)return lf(e,t[s-1],r)}function C4(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=oi(t,n);if(s<t.length-1)return lf(e,t[s+1],r)}function M4(e,t,{empty:n}){return n}function of(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function uf(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var Q$=Math.PI,Mr=2*Q$,zg=.618;function e2({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(xn(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=Bg(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,y=c-d-h-s-r,b=f-p-m-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=R4(u,d,p,c-h,f-m);let v=d+s,$=p+n,x;if(l!=null){let[[k,w],[S,C]]=Da(e).bounds(l),R=Math.min(y/(S-k),b/(C-w));R>0?(v-=(R*(k+S)-y)/2,$-=(R*(w+C)-b)/2,x=La({point(P,E){this.stream.point(P*R+v,E*R+$)}})):Mt("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&$===0?t2():La({point(k,w){this.stream.point(k+v,w+$)}}),{stream:k=>e.stream(x.stream(u(k)))}}function Bg(e){switch(`${e}`.toLowerCase()){case"albers-usa":return Sn(iw,.7463,.4673);case"albers":return cf(Vh,.7463,.4673);case"azimuthal-equal-area":return Sn(aw,4,4);case"azimuthal-equidistant":return Sn(uw,Mr,Mr);case"conic-conformal":return cf(dw,Mr,Mr);case"conic-equal-area":return cf(Pa,6.1702,2.9781);case"conic-equidistant":return cf(pw,7.312,3.6282);case"equal-earth":return Sn(gw,5.4133,2.6347);case"equirectangular":return Sn(hw,Mr,Q$);case"gnomonic":return Sn(yw,3.4641,3.4641);case"identity":return{type:t2};case"reflect-y":return{type:E4};case"mercator":return Sn(cw,Mr,Mr);case"orthographic":return Sn(xw,2,2);case"stereographic":return Sn(_w,2,2);case"transverse-mercator":return Sn(Sw,Mr,Mr);default:throw new Error(`unknown projection type: ${e}`)}}function R4(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return zh(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function Sn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function cf(e,t,n){let{type:r,aspectRatio:i}=Sn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var t2=Bt({stream:e=>e}),E4=Bt(La({point(e,t){this.stream.point(e,-t)}}));function n2(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function r2({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(xn(e)&&(e=e.type),e!=null)}function i2(e){if(typeof e?.stream=="function")return zg;if(xn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?Bg(e).type:e,[[i,s],[o,a]]=Da(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:zg}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=Bg(e);if(t)return t}return zg}}function s2(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)Wr(o,s);return[r,i]}function o2({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,La({point(n,r){this.stream.point(e(n),t(r))}})}function Po(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:Qc(n)}}function ue(e,{document:t}){return mn(Js(e).call(t.documentElement))}var ff=Symbol("unset");function df(e){return(e.length===1?A4:P4)(e)}function A4(e){let t,n=ff;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function P4(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var D4=df(e=>new Intl.NumberFormat(e)),dO=df((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),hO=df((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function L4(e="en-US"){let t=D4(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function N4(e){return Kc(e,"Invalid Date")}function I4(e="en-US"){let t=L4(e);return n=>(n instanceof Date?N4:typeof n=="number"?t:Be)(n)}var Xn=I4();var Ge=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,O4=0;function l2(){return`plot-clip-${++O4}`}function u2(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:y,opacity:b,mixBlendMode:v,imageFilter:$,paintOrder:x,pointerEvents:k,shapeRendering:w,channels:S},{ariaLabel:C,fill:R="currentColor",fillOpacity:P,stroke:E="none",strokeOpacity:T,strokeWidth:z,strokeLinecap:B,strokeLinejoin:M,strokeMiterlimit:F,paintOrder:I}){R===null&&(a=null,l=null),E===null&&(u=null,f=null),tt(R)?!tt(E)&&(!tt(a)||S?.fill)&&(E="none"):tt(E)&&(!tt(u)||S?.stroke)&&(R="none");let[X,O]=Tt(a,R),[H,j]=Ie(l,P),[Y,U]=Tt(u,E),[oe,le]=Ie(f,T),[ce,q]=Ie(b);Zi(U)||(c===void 0&&(c=z),h===void 0&&(h=B),d===void 0&&(d=M),p===void 0&&!N_(d)&&(p=F),!Zi(O)&&x===void 0&&(x=I));let[ee,D]=Ie(c);return R!==null&&(e.fill=Oe(O,"currentColor"),e.fillOpacity=ol(j,1)),E!==null&&(e.stroke=Oe(U,"none"),e.strokeWidth=ol(D,1),e.strokeOpacity=ol(le,1),e.strokeLinejoin=Oe(d,"miter"),e.strokeLinecap=Oe(h,"butt"),e.strokeMiterlimit=ol(p,4),e.strokeDasharray=Oe(m,"none"),e.strokeDashoffset=Oe(y,"0")),e.target=Be(o),e.ariaLabel=Be(C),e.ariaDescription=Be(i),e.ariaHidden=Be(s),e.opacity=ol(q,1),e.mixBlendMode=Oe(v,"normal"),e.imageFilter=Oe($,"none"),e.paintOrder=Oe(x,"normal"),e.pointerEvents=Oe(k,"auto"),e.shapeRendering=Oe(w,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:X,scale:"auto",optional:!0},fillOpacity:{value:H,scale:"auto",optional:!0},stroke:{value:Y,scale:"auto",optional:!0},strokeOpacity:{value:oe,scale:"auto",optional:!0},strokeWidth:{value:ee,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function z4(e,t){t&&e.filter(n=>Ga(t[n])).append("title").call(F4,t)}function B4(e,t){t&&e.filter(([n])=>Ga(t[n])).append("title").call(H4,t)}function F4(e,t){t&&e.text(n=>Xn(t[n]))}function H4(e,t){t&&e.text(([n])=>Xn(t[n]))}function Ye(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",d=>r[d]),s&&Q(e,"fill",d=>s[d]),o&&Q(e,"fill-opacity",d=>o[d]),a&&Q(e,"stroke",d=>a[d]),l&&Q(e,"stroke-opacity",d=>l[d]),u&&Q(e,"stroke-width",d=>u[d]),c&&Q(e,"opacity",d=>c[d]),f&&c2(e,d=>f[d],t),n||z4(e,i)}function hf(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",([d])=>r[d]),s&&Q(e,"fill",([d])=>s[d]),o&&Q(e,"fill-opacity",([d])=>o[d]),a&&Q(e,"stroke",([d])=>a[d]),l&&Q(e,"stroke-opacity",([d])=>l[d]),u&&Q(e,"stroke-width",([d])=>u[d]),c&&Q(e,"opacity",([d])=>c[d]),f&&c2(e,([d])=>f[d],t),n||B4(e,i)}function V4({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function K4(e,t,n){let r=Mi(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&Mt("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*pf(e,t,n,r){let{z:i}=n,{z:s}=r,o=V4(r,n),a=[...t,...o];for(let l of s?K4(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!rn(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>sn(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(sn(o[d][f])!==u[d]){yield c,u=o.map(p=>sn(p[f])),c=[f];continue e}}c&&(yield c)}}function q4(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=j4(r,n)):s&&(i=Y4(s,r)),Q(e,"aria-label",t.ariaLabel),Q(e,"aria-description",t.ariaDescription),Q(e,"aria-hidden",t.ariaHidden),Q(e,"clip-path",i)}function U4(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=l2();mn(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var j4=U4((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),a2=new WeakMap,G4={type:"Sphere"};function Y4(e,t){let n,r;if((n=a2.get(t))||a2.set(t,n=new WeakMap),e.type==="Sphere"&&(e=G4),!(r=n.get(e))){let i=l2();mn(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Pe(e,t,n,r){q4(e,t,n,r),Q(e,"class",t.className),Q(e,"fill",t.fill),Q(e,"fill-opacity",t.fillOpacity),Q(e,"stroke",t.stroke),Q(e,"stroke-width",t.strokeWidth),Q(e,"stroke-opacity",t.strokeOpacity),Q(e,"stroke-linejoin",t.strokeLinejoin),Q(e,"stroke-linecap",t.strokeLinecap),Q(e,"stroke-miterlimit",t.strokeMiterlimit),Q(e,"stroke-dasharray",t.strokeDasharray),Q(e,"stroke-dashoffset",t.strokeDashoffset),Q(e,"shape-rendering",t.shapeRendering),Q(e,"filter",t.imageFilter),Q(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;Q(e,"pointer-events",i)}function Me(e,t){W4(e,"mix-blend-mode",t.mixBlendMode),Q(e,"opacity",t.opacity)}function c2(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(jr.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(jr.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Q(e,t,n){n!=null&&e.attr(t,n)}function W4(e,t,n){n!=null&&e.style(t,n)}function De(e,t,{x:n,y:r},i=Ge,s=Ge){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function Oe(e,t){if((e=Be(e))!==t)return e}function ol(e,t){if((e=Ae(e))!==t)return e}var X4=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Do(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!X4.test(e))throw new Error(`invalid class name: ${e}`);return e}function Lo(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function Jn({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:y=d,className:b,clip:v=i?.clip,channels:$,tip:x,render:k}=r;if(this.data=t,this.sort=ni(u)?u:null,this.initializer=Sr(r).initializer,this.transform=this.initializer?r.transform:ns(r).transform,s===null||s===!1?this.facet=null:(this.facet=vt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===yo&&typeof a=="string"?[a]:a,this.fy=t===yo&&typeof l=="string"?[l]:l),this.facetAnchor=Z$(o),n=lg(n),$!==void 0&&(n={...J4($),...n}),i!==void 0&&(n={...u2(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,S])=>{if(xo(S.value)){let{value:C,label:R=S.label,scale:P=S.scale}=S.value;S={...S,label:R,scale:P,value:C}}if(t===yo&&typeof S.value=="string"){let{value:C}=S;S={...S,value:[C]}}return[w,S]}).filter(([w,{value:S,optional:C}])=>{if(S!=null)return!0;if(C)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+y,this.clip=Qc(v),this.tip=Z4(x),this.className=Be(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:S}=n[w];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=Hg(k,this.render))}initialize(t,n,r){let i=$r(this.data);t===void 0&&i!=null&&(t=[xt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=$r(i)),t!==void 0&&(t.original=s);let o=e$(this.channels,i);return this.sort!=null&&n$(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=rn}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&n2(i,s,n,r.projection)}}scale(t,n,r){let i=t$(t,n);return r.projection&&this.project(t,i,r),i}};function Fg(...e){return e.plot=be.prototype.plot,e}function Hg(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function J4(e){return Object.fromEntries(Object.entries(lg(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:Yn(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function Z4(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?vt(e,"tip",["x","y","xy"]):e}function rs(e,t){return e?.tip===!0?{...e,tip:t}:xn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function d2(e,t,n={}){let r=.5-Ge,i=.5+Ge,s=.5+Ge,o=.5-Ge;for(let{marginTop:m,marginRight:y,marginBottom:b,marginLeft:v}of t)m>r&&(r=m),y>i&&(i=y),b>s&&(s=b),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=Q4(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:m,marginTop:y=m!==void 0?m:l,marginRight:b=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:$=m!==void 0?m:f}=n.facet??{};y=+y,b=+b,v=+v,$=+$,p.facet={marginTop:y,marginRight:b,marginBottom:v,marginLeft:$}}return p}function Q4({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=i2(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,y=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*y+a+u)}let h=t?Wn(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=f2("y",t)/(f2("x",e)*s),m=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=m*(o-c-l)-e.insetLeft-e.insetRight;return(p*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function f2(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=ot(r);return Math.abs(i(o)-i(s))}var h2=new WeakMap;function Vg(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:Hg(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let y=p.ownerSVGElement,{data:b}=p.getMarkState(this),v=h2.get(y);v||h2.set(y,v={sticky:!1,roots:[],renders:[]});let $=v.renders.push(U)-1,{x,y:k,fx:w,fy:S}=f,C=w?w(c.fx)-h.marginLeft:0,R=S?S(c.fy)-h.marginTop:0;x?.bandwidth&&(C+=x.bandwidth()/2),k?.bandwidth&&(R+=k.bandwidth()/2);let P=c.fi!=null,E;if(P){let q=v.facetStates;q||(v.facetStates=q=new Map),E=q.get(this),E||q.set(this,E=new Map)}let[T,z]=Jn(this,h),{px:B,py:M}=d,F=B?q=>B[q]:qg(d,T),I=M?q=>M[q]:Ug(d,z),X,O,H,j;function Y(q,ee){if(P)if(j&&(j=cancelAnimationFrame(j)),q==null)E.delete(c.fi);else{E.set(c.fi,ee),j=requestAnimationFrame(()=>{j=null;for(let[D,K]of E)if(K<ee||K===ee&&D<c.fi){q=null;break}U(q)});return}U(q)}function U(q){if(X===q&&H===v.sticky)return;X=q,H=p.pointerSticky=v.sticky;let ee=X==null?[]:[X];P&&(ee.fx=c.fx,ee.fy=c.fy,ee.fi=c.fi);let D=m(ee,f,d,h,p);if(O){if(P){let K=O.parentNode,W=O.getAttribute("transform"),A=D.getAttribute("transform");W?D.setAttribute("transform",W):D.removeAttribute("transform"),A?K.setAttribute("transform",A):K.removeAttribute("transform"),D.removeAttribute("aria-label"),D.removeAttribute("aria-description"),D.removeAttribute("aria-hidden")}O.replaceWith(D)}if(v.roots[$]=O=D,!(X==null&&E?.size>1)){let K=X==null?null:yn(b)?b[X]:b.get(X);p.dispatchValue(K)}return D}function oe(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[ee,D]=kv(q);ee-=C,D-=R;let K=ee<h.marginLeft||ee>h.width-h.marginRight?1:e,W=D<h.marginTop||D>h.height-h.marginBottom?1:t,A=null,de=o*o;for(let J of c){let pe=K*(F(J)-ee),ke=W*(I(J)-D),at=pe*pe+ke*ke;at<=de&&(A=J,de=at)}if(A!=null&&(e!==1||t!==1)){let J=F(A)-ee,pe=I(A)-D;de=J*J+pe*pe}Y(A,de)}function le(q){q.pointerType==="mouse"&&X!=null&&(v.sticky&&v.roots.some(ee=>ee?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(ee=>ee(null))):(v.sticky=!0,U(X)),q.stopImmediatePropagation()))}function ce(q){q.pointerType==="mouse"&&(v.sticky||Y(null))}return y.addEventListener("pointerenter",oe),y.addEventListener("pointermove",oe),y.addEventListener("pointerdown",le),y.addEventListener("pointerleave",ce),U(null)},l)}}function p2(e){return Vg(1,1,e)}function m2(e){return Vg(1,.01,e)}function Kg(e){return Vg(.01,1,e)}function qg({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Ug({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function mf(e){return Wn(e)&&e.interval===void 0?void 0:"tabular-nums"}function g2(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=mf(e),round:p=!0,opacity:m,className:y}=t,b=Po(t);y=Do(y),m=Ie(m)[1],d===null&&(d=()=>null);let v=ue("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(T=>T.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(Lo,c),$=T=>T.selectAll(".tick line").attr("y1",o+l-s),x,k=p?(T,z)=>T.rangeRound(z):(T,z)=>T.range(z),{type:w,domain:S,range:C,interpolate:R,scale:P,pivot:E}=e;if(R){let T=C===void 0?R:Yr(R.length===1?il(R):R,C);x=k(P.copy(),gt(qe(u,i-a),Math.min(S.length+(E!==void 0),C===void 0?1/0:C.length)));let z=256,B=b.document.createElement("canvas");B.width=z,B.height=1;let M=B.getContext("2d");for(let F=0,I=z-1;F<z;++F)M.fillStyle=T(F/I),M.fillRect(F,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",B.toDataURL())}else if(w==="threshold"){let T=S,z=d===void 0?B=>B:typeof d=="string"?Nn(d):d;x=k(Ka().domain([-1,C.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(C).enter().append("rect").attr("x",(B,M)=>x(M-1)).attr("y",o).attr("width",(B,M)=>x(M)-x(M-1)).attr("height",s-o-l).attr("fill",B=>B),f=ve(T,(B,M)=>M),d=B=>z(T[B],B)}else x=k(ho().domain(S),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(S).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",P),$=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(hv(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Oe(h,"normal")).call($).call(T=>T.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var jg=Math.PI/180;function is(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=Gg(n),e.markerMid=Gg(r),e.markerEnd=Gg(i)}function Gg(e){if(e==null||e===!1)return null;if(e===!0)return y2;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return b2("auto");case"arrow-reverse":return b2("auto-start-reverse");case"dot":return e8;case"circle":case"circle-fill":return y2;case"circle-stroke":return t8;case"tick":return Yg("auto");case"tick-x":return Yg(90);case"tick-y":return Yg(0)}throw new Error(`invalid marker: ${e}`)}function b2(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function e8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function y2(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function t8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Yg(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var n8=0;function al(e,t,{stroke:n},r){return w2(e,t,n&&(i=>n[i]),null,r)}function v2(e,t,{stroke:n,z:r},i){return w2(e,t,n&&(([s])=>n[s]),r,i)}var Wg=1,x2=2;function r8(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=ff;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=sn(t[l]))&&(n[l]|=Wg)}}for(let s=i-1,o=ff;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=sn(t[l]))&&(n[l]|=x2)}}return([s])=>n[s]}function w2(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&r8(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),y=l.get(d);y||l.set(d,y=new Map);let b=y.get(m);if(!b){let v=this.parentNode.insertBefore(d(m,a),this),$=`plot-marker-${++n8}`;v.setAttribute("id",$),y.set(m,b=`url(#${$})`)}this.setAttribute(f,b)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&Wg))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&Wg))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&x2)))}function No({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=_2(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function gf({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=_2(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function _2(e,t,n){return e===void 0&&t===void 0&&n===void 0?Ge?[1,0]:[.5,.5]:[t,n]}function $2(e,{interval:t}){return e={...Yn(e)},e.interval=Wc(e.interval===void 0?t:e.interval),e}function Xg(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=$2(i,n);if(a==null||l==null&&!r)return n;let u=_n(i);if(l==null){let h,p={transform:m=>h||(h=Ce(m,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=ve(Ce(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function S2(e,t,n){let{[e]:r}=n,{value:i,interval:s}=$2(r,n);return i==null||s==null?n:t({...n,[e]:{label:_n(r),transform:o=>{let a=ve(Ce(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(ze(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function k2(e={}){return Xg("x",No,e,!0)}function Jg(e={}){return Xg("x",No,e)}function bf(e={}){return Xg("y",gf,e)}function T2(e={}){return S2("x",No,e)}function C2(e={}){return S2("y",gf,e)}var M2={ariaLabel:"rule",fill:null,stroke:"currentColor"},yf=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},rs(n,"x"),M2),this.insetTop=Ae(a),this.insetBottom=Ae(l),is(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:y}=i,{insetTop:b,insetBottom:v}=this;return ue("svg:g",s).call(Pe,this,i,s).call(De,this,{x:l&&o},Ge,0).call($=>$.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!$n(a)?x=>u[x]+b:h+b).attr("y2",c&&!$n(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-y-v).call(Ye,this,r).call(al,this,r,s)).node()}},vf=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},rs(n,"y"),M2),this.insetRight=Ae(a),this.insetLeft=Ae(l),is(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:y}=i,{insetLeft:b,insetRight:v}=this;return ue("svg:g",s).call(Pe,this,i,s).call(De,this,{y:l&&a},0,Ge).call($=>$.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",u&&!$n(o)?x=>u[x]+b:m+b).attr("x2",c&&!$n(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-y)/2).attr("y2",l?x=>l[x]:(h+d-y)/2).call(Ye,this,r).call(al,this,r,s)).node()}};function ft(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=bf(t);return[i,s]=R2(r,i,s),new yf(e,{...o,x:n,y1:i,y2:s})}function kn(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=Jg(t);return[i,s]=R2(r,i,s),new vf(e,{...o,y:n,x1:i,x2:s})}function R2(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function Io(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var i8={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},L2="\xAD",ll=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=Ct(t)&&Xc(t)?ge:vn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:y,fontWeight:b,rotate:v}=n,[$,x]=Ie(v,0),[k,w]=l8(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:E_($),optional:!0},text:{value:s,filter:Ga,optional:!0}},n,i8),this.rotate=x,this.textAnchor=Oe(a,"middle"),this.lineAnchor=vt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Qg(f),this.monospace=!!d,this.fontFamily=Be(h),this.fontSize=w,this.fontStyle=Be(m),this.fontVariant=Be(y),this.fontWeight=Be(b),this.frameAnchor=si(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=nb(this),this.clipLine=rb(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,y]=Jn(this,i);return ue("svg:g",s).call(Pe,this,i,s).call(tb,this,f,i).call(De,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Me,this).call(s8,this,f,d).attr("transform",Io`translate(${l?v=>l[v]:m},${u?v=>u[v]:y})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(Q,"font-size",h&&(v=>h[v])).call(Ye,this,r)).node()}};function Qg(e){return e==null?null:vt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function s8(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(Xn(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(jr.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(jr.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function eb(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=wn(t,n)),new ll(e,{...r,x:t,y:n})}function N2(e,{x:t=ge,...n}={}){return new ll(e,C2({...n,x:t}))}function I2(e,{y:t=ge,...n}={}){return new ll(e,T2({...n,y:t}))}function tb(e,t,n){Q(e,"text-anchor",t.textAnchor),Q(e,"font-family",t.fontFamily),Q(e,"font-size",t.fontSize),Q(e,"font-style",t.fontStyle),Q(e,"font-variant",t.fontVariant===void 0?o8(n):t.fontVariant),Q(e,"font-weight",t.fontWeight)}function o8(e){return e&&(D_(e)||ze(e))?"tabular-nums":void 0}var a8=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function l8(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),a8.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function u8(e,t,n){let r=[],i,s=0;for(let[o,a,l]of c8(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===L2?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*c8(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case L2:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var E2={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function xf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Oo(e,i))r+=E2[e[i]]??(z2(e,i)?120:E2.e);return r}function wf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Oo(e,i))r+=z2(e,i)?126:63;return r}function nb({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?wf:xf,i=t*100;return s=>u8(s,i,r)}function rb({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?wf:xf,i=t*100;switch(n){case"clip-start":return s=>P2(s,i,r,"");case"clip-end":return s=>A2(s,i,r,"");case"ellipsis-start":return s=>P2(s,i,r,ss);case"ellipsis-middle":return s=>f8(s,i,r,ss);case"ellipsis-end":return s=>A2(s,i,r,ss)}}var ss="\u2026";function os(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=Oo(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function A2(e,t,n,r){e=e.trim();let i=n(r),[s]=os(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function f8(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=os(e,t/2,n,s),[l]=os(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(Oo(e,l)).trimStart()}function P2(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=os(e,i-t+s,n,-s);return o<0?r:r+e.slice(Oo(e,o)).trimStart()}var Zg=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,D2=new RegExp("\\p{Extended_Pictographic}","uy");function Oo(e,t){return t+=d8(e,t)?2:1,p8(e,t)&&(t=Zg.lastIndex),h8(e,t)?Oo(e,t+1):t}function O2(e,t){return e.charCodeAt(t)<128}function d8(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function h8(e,t){return e.charCodeAt(t)===8205}function p8(e,t){return O2(e,t)?!1:(Zg.lastIndex=t,Zg.test(e))}function z2(e,t){return O2(e,t)?!1:(D2.lastIndex=t,D2.test(e))}var m8={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},B2=3.5,g8=B2*5,F2={draw(e,t,n){let r=t*n/g8;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},b8={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},y8=new Map([["arrow",F2],["spike",b8]]);function v8(e){return e&&typeof e.draw=="function"}function x8(e){if(v8(e))return e;let t=y8.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var _f=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=B2,length:o,rotate:a,shape:l=F2,anchor:u="middle",frameAnchor:c}=n,[f,d]=Ie(o,12),[h,p]=Ie(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,m8),this.r=+s,this.length=d,this.rotate=p,this.shape=x8(l),this.anchor=vt(u,"anchor",["start","middle","end"]),this.frameAnchor=si(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:y}=this,[b,v]=Jn(this,i);return ue("svg:g",s).call(Pe,this,i,s).call(De,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Me,this).attr("transform",Io`translate(${l?x=>l[x]:b},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let k=Ln();return m.draw(k,c[x],y),k}:(()=>{let x=Ln();return m.draw(x,d,y),x})()).call(Ye,this,r)).node()}};function H2(e,t={}){let{x:n=ge,...r}=t;return new _f(e,{...r,x:n})}function V2(e,t={}){let{y:n=ge,...r}=t;return new _f(e,{...r,y:n})}function ai(e,t){return arguments.length<2&&!Ct(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function $f({anchor:e}={},t){return e===void 0?t[0]:vt(e,"anchor",t)}function K2(e){return $f(e,["left","right"])}function q2(e){return $f(e,["right","left"])}function U2(e){return $f(e,["bottom","top"])}function j2(e){return $f(e,["top","bottom"])}function sb(){let[e,t]=ai(...arguments);return W2("y",K2(t),e,t)}function G2(){let[e,t]=ai(...arguments);return W2("fy",q2(t),e,t)}function ob(){let[e,t]=ai(...arguments);return X2("x",U2(t),e,t)}function Y2(){let[e,t]=ai(...arguments);return X2("fx",j2(t),e,t)}function W2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:m,tickRotate:y,x:b,margin:v,marginTop:$=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:k=v===void 0?20:v,marginLeft:w=v===void 0?t==="left"?40:0:v,label:S,labelAnchor:C,labelArrow:R,labelOffset:P,ariaLabel:E=`${e}-axis`,...T}){return p=Ae(p),m=Ae(m),y=Ae(y),C!==void 0&&(C=vt(C,"labelAnchor",["center","top","bottom"])),R=lS(R),Fg(p&&!tt(s)?w8(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:y,x:b,ariaLabel:E,...T}):null,tt(l)?null:$8(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:y,x:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:w,ariaLabel:E,...T}),!tt(l)&&S!==null?eb([],iS({fill:l,fillOpacity:u,...T},function(z,B,M,F,I){let X=F[e],{marginTop:O,marginRight:H,marginBottom:j,marginLeft:Y}=e==="y"&&I.inset||I,U=C??(X.bandwidth?"center":"top"),oe=P??(t==="right"?H:Y)-3;return U==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=U,this.frameAnchor=`${U}-${t}`,this.rotate=0),this.dy=U==="top"?3-O:U==="bottom"?j-3:0,this.dx=t==="right"?oe:-oe,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[aS(e,X,{anchor:t,label:S,labelAnchor:U,labelArrow:R})]}}}})):null)}function X2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:m,tickRotate:y,y:b,margin:v,marginTop:$=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:k=v===void 0?t==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:S,labelAnchor:C,labelArrow:R,labelOffset:P,ariaLabel:E=`${e}-axis`,...T}){return p=Ae(p),m=Ae(m),y=Ae(y),C!==void 0&&(C=vt(C,"labelAnchor",["center","left","right"])),R=lS(R),Fg(p&&!tt(s)?_8(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:y,y:b,ariaLabel:E,...T}):null,tt(l)?null:S8(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:y,y:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:w,ariaLabel:E,...T}),!tt(l)&&S!==null?eb([],iS({fill:l,fillOpacity:u,...T},function(z,B,M,F,I){let X=F[e],{marginTop:O,marginRight:H,marginBottom:j,marginLeft:Y}=e==="x"&&I.inset||I,U=C??(X.bandwidth?"center":"right"),oe=P??(t==="top"?O:j)-3;return U==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${U}`,this.textAnchor=U==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-oe:oe,this.dx=U==="right"?H-3:U==="left"?3-Y:0,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[aS(e,X,{anchor:t,label:S,labelAnchor:U,labelArrow:R})]}}}})):null)}function w8(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...m}){return zo(V2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:t==="left"?+d-Ge+ +c:+d+Ge-f,anchor:"start",length:l,shape:t==="left"?M8:R8})}function _8(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...m}){return zo(H2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:t==="bottom"?+d-Ge-f:+d+Ge+ +c,anchor:"start",length:l,shape:t==="bottom"?T8:C8})}function $8(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*jg):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:y,y:b=e==="y"?void 0:null,...v}){return zo(I2,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y:b,...v,dx:t==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function($,x,k,w,S){f===void 0&&(this.fontVariant=oS($)),l===void 0&&(S.text=sS($,x,k,w,t))})}function S8(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*jg):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:y=e==="x"?void 0:null,ariaLabel:b,...v}){return zo(N2,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:y,...v,dy:t==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function($,x,k,w,S){f===void 0&&(this.fontVariant=oS($)),l===void 0&&(S.text=sS($,x,k,w,t))})}function J2(){let[e,t]=ai(...arguments);return tS("y",K2(t),e,t)}function Z2(){let[e,t]=ai(...arguments);return tS("fy",q2(t),e,t)}function Q2(){let[e,t]=ai(...arguments);return nS("x",U2(t),e,t)}function eS(){let[e,t]=ai(...arguments);return nS("fx",j2(t),e,t)}function tS(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return zo(kn,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...rS(u)})}function nS(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return zo(ft,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...rS(u)})}function rS({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function iS({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=Tt(e),[,t]=Ie(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function zo(e,t,n,r,i,s){let o;function a(c,f,d,h,p,m){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=h;if(!b)throw new Error(`missing scale: ${t}`);let v=b.domain(),{interval:$,ticks:x,tickFormat:k,tickSpacing:w=t==="x"?80:35}=i;if(typeof x=="string"&&uS(b)&&($=x,x=void 0),x===void 0&&(x=Gn($,b.type)??k8(b,w)),c==null){if(Ct(x))c=jn(x);else if(ii(x))c=ib(x,...ot(v));else if(b.interval){let C=b.interval;if(b.ticks){let[R,P]=ot(v),E=(P-R)/C[bo];C=Wm(C,E/x)??C,c=ib(C,R,P)}else{c=v;let R=c.length;C=Wm(C,R/x)??C,C!==b.interval&&(c=ib(C,...ot(c)))}if(C===b.interval){let R=Math.round(c.length/x);R>1&&(c=c.filter((P,E)=>E%R===0))}}else b.ticks?c=b.ticks(x):c=v;if(!b.ticks&&c.length&&c!==v){let C=new An(v);c=c.filter(R=>C.has(R)),c.length||Mt(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[xt(c)]:o[t]={scale:t,value:ge}}s?.call(this,b,c,x,k,o);let S=Object.fromEntries(Object.entries(o).map(([C,R])=>[C,{...R,value:Ce(c,R.value)}]));return y&&(f=m.filterFacets(c,S)),{data:c,facets:f,channels:S}}let l=Sr(i).initializer,u=e(n,Sr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function k8(e,t){let[n,r]=ot(e.range());return(r-n)/t}function sS(e,t,n,r,i){return{value:ul(e,t,n,r,i)}}function ul(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&ze(t)?m_(e.type,t,i)??Xn:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(ze(e.domain())?Hn:Nn)(r):r===void 0?Xn:Bt(r)}function ib(e,t,n){return e.range(t,e.offset(e.floor(n)))}var T8={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},C8={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},M8={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},R8={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function oS(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function aS(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&uS(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=K$(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function lS(e="auto"){return tt(e)?!1:typeof e=="boolean"?e:vt(e,"labelArrow",["auto","up","right","down","left"])}function uS(e){return ze(e.domain())}function cS(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function fS(e,{opacity:t,...n}={}){if(!Wn(e)&&!Pg(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return hS(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Ie(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function dS(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:tt(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=Tt(t),[f,d]=Tt(r),h=cS(l,u),p=cS(l,f),m=o*o*Math.PI;return n=Ie(n)[1],i=Ie(i)[1],s=Ie(s)[1],hS(e,a,(y,b,v,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",$).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let k=Ln();return e.scale(x).draw(k,m),k}))}function hS(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=mf(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=Po(t);c=Do(c),i=ul(e.scale,e.domain,void 0,i);let p=ue("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,p.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(m=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,p.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),p.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",Oe(s,"normal")).call(Lo,f).node()}var ab=new Map([["symbol",dS],["color",gS],["opacity",E8]]);function pS(e,t,n={}){return(r,i)=>{if(!ab.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return ab.get(r)(e[r],mS(t,n[r],i),s=>e[s])}}function mS({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return I_(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function gS(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return fS(e,n);case"ramp":return g2(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function E8({type:e,interpolate:t,...n},{legend:r=!0,color:i=bn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return gS({type:e,...n,interpolate:A8(i)},{legend:r,...s})}function A8(e){let{r:t,g:n,b:r}=bn(e)||bn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function bS(e,t,n){let r=[];for(let[i,s]of ab){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],mS(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Bo(e={},t="y"){return sg(e)?e:{...e,[t]:ge}}function yS(e,t){if(t.length===1)return{data:e,facets:t};let n=ri(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=ti(e);let s=e[Zm]=new Uint32Array(n+i);t=t.map(a=>ti(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function P8(e={},t={}){arguments.length===1&&([e,t]=D8(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=N8(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:Za(l,u)}}function Fo({y:e,y1:t,y2:n,...r}={}){return r=rs(r,"x"),t===void 0&&n===void 0?P8({y:e,...r}):([t,n]=k_(e,t,n),{...r,y1:t,y2:n})}function D8(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var L8={length:!0};function N8(e,t=x_,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=wo(a),[u,c]=on(e),[f,d]=_o(t),[h,p]=_o(t);return f.hint=h.hint=L8,i=I8(i),s=B8(s,i,r),[ns(a,(m,y,b)=>{({data:m,facets:y}=yS(m,y));let v=e==null?void 0:c(Qa(Ce(m,e),b?.[n])),$=Ce(m,t,Float64Array),x=Ce(m,l),k=s&&s(m,v,$,x),w=ri(m),S=d(new Float64Array(w)),C=p(new Float64Array(w)),R=[];for(let P of y){let E=v?Array.from(Mi(P,T=>v[T]).values()):[P];if(k)for(let T of E)T.sort(k);for(let T of E){let z=0,B=0;o&&T.reverse();for(let M of T){let F=$[M];F<0?z=C[M]=(S[M]=z)+F:F>0?B=C[M]=(S[M]=B)+F:C[M]=S[M]=B}}R.push(E)}return i&&i(R,S,C,x),{data:m,facets:y}}),u,f,h]}function I8(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return O8;case"center":case"silhouette":return z8;case"wiggle":return _S}throw new Error(`unknown offset: ${e}`)}}function wS(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function O8(e,t,n){for(let r of e)for(let i of r){let[s,o]=wS(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function z8(e,t,n){for(let r of e){for(let i of r){let[s,o]=wS(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}$S(r,t,n)}SS(e,t,n)}function _S(e,t,n,r){for(let i of e){let s=new jt,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...J0(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=pn(u);d&&(o-=pn(u,(h,p)=>(c[p]/2+f[p])*h)/d)}$S(i,t,n)}SS(e,t,n)}function $S(e,t,n){let r=Gt(e,i=>Gt(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function SS(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(Gt(a,l=>t[l])+mt(a,l=>n[l]))/2),o=Gt(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function B8(e,t,n){if(e===void 0&&t===_S)return vS(ct);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?Wi:ct;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return F8(i);case"z":return H8(i);case"sum":return V8(i);case"appearance":return K8(i);case"inside-out":return vS(i)}return xS(eg(e))}if(typeof e=="function")return(e.length===1?xS:q8)(e);if(yn(e))return U8(e);throw new Error(`invalid order: ${e}`)}}function F8(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function H8(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function V8(e){return Sf(e,(t,n,r,i)=>Bu(xt(t),s=>pn(s,o=>r[o]),s=>i[s]))}function K8(e){return Sf(e,(t,n,r,i)=>Bu(xt(t),s=>n[Gd(s,o=>r[o])],s=>i[s]))}function vS(e){return Sf(e,(t,n,r,i)=>{let s=xt(t),o=Bu(s,f=>n[Gd(f,d=>r[d])],f=>i[f]),a=dr(s,f=>pn(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function xS(e){return t=>{let n=Ce(t,e);return(r,i)=>ct(n[r],n[i])}}function q8(e){return t=>yn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function U8(e){return Sf(ct,()=>e)}function Sf(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new jt(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var j8={ariaLabel:"rect"},Cf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,j8),cl(this,n),fl(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:y,height:b}=i,{projection:v}=s,{insetTop:$,insetRight:x,insetBottom:k,insetLeft:w}=this,{rx:S,ry:C,rx1y1:R,rx1y2:P,rx2y1:E,rx2y2:T}=this;(l||c)&&!v&&$n(o)&&(l=c=null),(u||f)&&!v&&$n(a)&&(u=f=null);let z=o?.bandwidth?o.bandwidth():0,B=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(Pe,this,i,s).call(De,this,{},0,0).call(M=>M.selectAll().data(t).enter().call(R||P||E||T?F=>F.append("path").call(Me,this).call(dl,l&&c?I=>l[I]+(c[I]<l[I]?-x:w):l?I=>l[I]+w:m+w,u&&f?I=>u[I]+(f[I]<u[I]?-k:$):u?I=>u[I]+$:d+$,l&&c?I=>c[I]-(c[I]<l[I]?-w:x):l?I=>l[I]+z-x:y-h-x,u&&f?I=>f[I]-(f[I]<u[I]?-$:k):u?I=>u[I]+B-k:b-p-k,this).call(Ye,this,r):F=>F.append("rect").call(Me,this).attr("x",l?c?I=>Math.min(l[I],c[I])+w:I=>l[I]+w:m+w).attr("y",u?f?I=>Math.min(u[I],f[I])+$:I=>u[I]+$:d+$).attr("width",l?c?I=>Math.max(0,Math.abs(c[I]-l[I])+z-w-x):z-w-x:y-h-m-x-w).attr("height",u?f?I=>Math.max(0,Math.abs(u[I]-f[I])+B-$-k):B-$-k:b-d-p-$-k).call(Q,"rx",S).call(Q,"ry",C).call(Ye,this,r))).node()}};function cl(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Ae(n),e.insetRight=Ae(r),e.insetBottom=Ae(i),e.insetLeft=Ae(s)}function fl(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=Oe(n,"auto"),e.ry=Oe(r,"auto"))}function dl(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=Bt(t)),typeof n!="function"&&(n=Bt(n)),typeof r!="function"&&(r=Bt(r)),typeof i!="function"&&(i=Bt(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),m=r(d),y=i(d),b=h>m,v=p>y,$=b?m:h,x=b?h:m,k=v?y:p,w=v?p:y,S=Math.min(1,(x-$)/c,(w-k)/f),C=S*(b?v?u:l:v?a:o),R=S*(b?v?a:o:v?u:l),P=S*(b?v?o:a:v?l:u),E=S*(b?v?l:u:v?o:a);return`M${$},${k+Tf(C,E)}A${C},${C} 0 0 ${C<0?0:1} ${$+kf(C,E)},${k}H${x-kf(R,P)}A${R},${R} 0 0 ${R<0?0:1} ${x},${k+Tf(R,P)}V${w-Tf(P,R)}A${P},${P} 0 0 ${P<0?0:1} ${x-kf(P,R)},${w}H${$+kf(E,C)}A${E},${E} 0 0 ${E<0?0:1} ${$},${w-Tf(E,C)}Z`})}function kf(e,t){return t<0?e:Math.abs(e)}function Tf(e,t){return t<0?Math.abs(e):e}function li(e,t={}){return Gc(t)||(t={...t,x:vn,y2:ge,interval:1}),new Cf(e,Fo(k2(Bo(t))))}var G8={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},Y8={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},lb=class extends be{constructor(t={}){let{anchor:n=null}=t;super(yo,void 0,t,n==null?G8:Y8),this.anchor=ig(n,"anchor",["top","right","bottom","left"]),cl(this,t),n||fl(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:y}=this,{rx:b,ry:v,rx1y1:$,rx1y2:x,rx2y1:k,rx2y2:w}=this,S=u+y,C=c-a-p,R=o+h,P=f-l-m;return ue(d?"svg:line":$||x||k||w?"svg:path":"svg:rect",s).datum(0).call(Pe,this,i,s).call(Me,this).call(Ye,this,r).call(De,this,{}).call(d==="left"?E=>E.attr("x1",S).attr("x2",S).attr("y1",R).attr("y2",P):d==="right"?E=>E.attr("x1",C).attr("x2",C).attr("y1",R).attr("y2",P):d==="top"?E=>E.attr("x1",S).attr("x2",C).attr("y1",R).attr("y2",R):d==="bottom"?E=>E.attr("x1",S).attr("x2",C).attr("y1",P).attr("y2",P):$||x||k||w?E=>E.call(dl,S,R,C,P,this):E=>E.attr("x",S).attr("y",R).attr("width",C-S).attr("height",P-R).attr("rx",b).attr("ry",v)).node()}};function CS(e){return new lb(e)}var ub={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},W8=new Set(["geometry","href","src","ariaLabel","scales"]),cb=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&Ct(t)&&Xc(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:y,lineHeight:b=1,lineWidth:v=20,frameAnchor:$,format:x,textAnchor:k="start",textOverflow:w,textPadding:S=8,title:C,pointerSize:R=12,pathFilter:P="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:C,optional:!0}},n,ub),this.anchor=Zc(u,"anchor"),this.preferredAnchor=Zc(c,"preferredAnchor"),this.frameAnchor=si($),this.textAnchor=Oe(k,"middle"),this.textPadding=+S,this.pointerSize=+R,this.pathFilter=Be(P),this.lineHeight=+b,this.lineWidth=+v,this.textOverflow=Qg(w),this.monospace=!!f,this.fontFamily=Be(d),this.fontSize=Ae(h),this.fontStyle=Be(p),this.fontVariant=Be(m),this.fontWeight=Be(y);for(let E in ub)E in this.channels&&(this[E]=ub[E]);this.splitLines=nb(this),this.clipLine=rb(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:y}=this,{textPadding:b,pointerSize:v,pathFilter:$}=this,{marginTop:x,marginLeft:k}=i,{x1:w,y1:S,x2:C,y2:R,x:P=w??C,y:E=S??R}=r,T=u?u(t.fx)-k:0,z=c?c(t.fy)-x:0,[B,M]=Jn(this,i),F=qg(r,B),I=Ug(r,M),X=p?wf:xf,O=X(ss),H,j;"title"in r?(H=MS.call(this,{title:r.channels.title},n),j=Q8):(H=MS.call(this,r.channels,n),j=e7);let Y=ue("svg:g",s).call(Pe,this,i,s).call(tb,this).call(De,this,{x:P&&a,y:E&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(F(ce))},${Math.round(I(ce))})`).call(Me,this).call(ce=>ce.append("path").attr("filter",$)).call(ce=>ce.append("text").each(function(q){let ee=mn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let D=j.call(o,q,t,H,n,r);if(typeof D=="string")for(let K of o.splitLines(D))U(ee,{value:o.clipLine(K)});else{let K=new Set;for(let W of D){let{label:A=""}=W;A&&K.has(A)||(K.add(A),U(ee,W))}}})));function U(le,{label:ce,value:q,color:ee,opacity:D}){ce??="",q??="";let K=ee!=null||D!=null,W,A=y*100,[de]=os(ce,A,X,O);if(de>=0)ce=ce.slice(0,de).trimEnd()+ss,W=q.trim(),q="";else{(ce||!q&&!K)&&(q=" "+q);let[pe]=os(q,A-X(ce),X,O);pe>=0&&(W=q.trim(),q=q.slice(0,pe).trimEnd()+ss)}let J=le.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ce&&J.append("tspan").attr("font-weight","bold").text(ce),q&&J.append(()=>d.createTextNode(q)),K&&J.append("tspan").text(" \u25A0").attr("fill",ee).attr("fill-opacity",D).style("user-select","none"),W&&J.append("title").text(W)}function oe(){let{width:le,height:ce}=i.facet??i;Y.selectChildren().each(function(q){let{x:ee,width:D,height:K}=this.getBBox();D=Math.round(D),K=Math.round(K);let W=h;if(W===void 0){let J=F(q)+T,pe=I(q)+z,ke=J+D+v+b*2<le,at=J-D-v-b*2>0,Lr=pe+K+v+b*2<ce,mi=pe-K-v-b*2>0;W=ke&&at?Lr&&mi?o.preferredAnchor:mi?"bottom":"top":Lr&&mi?ke?"left":"right":(ke||at)&&(Lr||mi)?`${mi?"bottom":"top"}-${ke?"left":"right"}`:o.preferredAnchor}let A=this.firstChild,de=this.lastChild;if(A.setAttribute("d",Z8(W,v,b,D,K)),ee)for(let J of de.childNodes)J.setAttribute("x",-ee);de.setAttribute("y",`${+X8(W,de.childNodes.length,m).toFixed(6)}em`),de.setAttribute("transform",`translate(${J8(W,v,b,D,K)})`)}),Y.attr("visibility",null)}return t.length&&(Y.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(oe):typeof requestAnimationFrame<"u"&&requestAnimationFrame(oe)),Y.node()}};function PS(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=wn(t,n)),new cb(e,{...r,x:t,y:n})}function X8(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function J8(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function Z8(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function MS(e,t){let n={},r=this.format;r=RS(r,e,"x"),r=RS(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=xg(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||W8.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=xg(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(ze(o)?Hn:Nn)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?ul(o,o.domain()):Xn}}return n}function RS(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function Q8(e,t,{title:n}){return this.format.title(n.value[e],e)}function*e7(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Mf(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:AS(r,n,"x"),value:ES(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:AS(r,n,"y"),value:ES(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!rn(a)&&l==null)continue;yield{label:Mf(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function ES(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function AS(e,t,n){let r=Mf(e,t,`${n}1`,n),i=Mf(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Mf(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Fe(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Do(e.className),u=e.marks===void 0?[]:LS(e.marks);u.push(...o7(u));let c=i7(t,e),f=new Map;for(let O of u){let H=NS(O,c,e);H&&f.set(O,H)}let d=new Map;c&&hl(d,[c],e),hl(d,f,e);let h=LS(a7(u,d,e));for(let O of h){let H=NS(O,c,e);H&&f.set(O,H)}u.unshift(...h);let p=Y$(d,e);if(p!==void 0){let O=c?uf(p,c):void 0;for(let j of u){if(j.facet===null||j.facet==="super")continue;let Y=f.get(j);Y!==void 0&&(Y.facetsIndex=j.fx!=null||j.fy!=null?uf(p,Y):O)}let H=new Set;for(let{facetsIndex:j}of f.values())j?.forEach((Y,U)=>{Y?.length>0&&H.add(U)});p.forEach(0<H.size&&H.size<p.length?(j,Y)=>j.empty=!H.has(Y):j=>j.empty=!1);for(let j of u)if(j.facet==="exclude"){let Y=f.get(j);Y!==void 0&&(Y.facetsIndex=J$(Y.facetsIndex))}}for(let O of xe.keys())vo(e[O])&&O!=="fx"&&O!=="fy"&&d.set(O,[]);let m=new Map;for(let O of u){if(m.has(O))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:H,channels:j}=f.get(O)??{},{data:Y,facets:U,channels:oe}=O.initialize(H,j,e);hb(oe,e),m.set(O,{data:Y,facets:U,channels:oe})}let y=sl(hl(d,m,e),e),b=d2(y,u,e);V$(y,b);let v=Eg(y),{fx:$,fy:x}=v,k=$||x?Ag(y,b):b,w=$||x?p7(v,b):b,S=Po(e),C=S.document,R=Js("svg").call(C.documentElement),P=R;S.ownerSVGElement=R,S.className=l,S.projection=e2(e,k),S.path=function(){return Da(this.projection??o2(v))},S.filterFacets=(O,H)=>uf(p,{channels:H,groups:af(O,H)}),S.getMarkState=O=>{let H=m.get(O),j=f.get(O);return{...H,channels:{...H.channels,...j?.channels}}},S.dispatchValue=O=>{P.value!==O&&(P.value=O,P.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let E=new Set;for(let[O,H]of m)if(O.initializer!=null){let j=O.facet==="super"?w:k,Y=O.initializer(H.data,H.facets,H.channels,v,j,S);if(Y.data!==void 0&&(H.data=Y.data),Y.facets!==void 0&&(H.facets=Y.facets),Y.channels!==void 0){let{fx:U,fy:oe,...le}=Y.channels;r7(le),Object.assign(H.channels,le);for(let ce of Object.values(le)){let{scale:q}=ce;q!=null&&!F_(xe.get(q))&&(zS(ce,e),E.add(q))}(U!=null||oe!=null)&&f.set(O,!0)}}if(E.size){let O=new Map;hl(O,m,e,U=>E.has(U)),hl(d,m,e,U=>E.has(U));let H=h7(sl(O,e),y),{scales:j,...Y}=Eg(H);Object.assign(y,H),Object.assign(v,Y),Object.assign(v.scales,j)}let T,z;p!==void 0&&(T={x:$?.domain(),y:x?.domain()},p=W$(p,T),z=X$($,x,b));for(let[O,H]of m)H.values=O.scale(H.channels,v,S);let{width:B,height:M}=b;mn(R).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",B).attr("height",M).attr("viewBox",`0 0 ${B} ${M}`).attr("aria-label",o).attr("aria-description",a).call(O=>O.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(Lo,n);for(let O of u){let{channels:H,values:j,facets:Y}=m.get(O);if(p===void 0||O.facet==="super"){let U=null;if(Y&&(U=Y[0],U=O.filter(U,H,j),U.length===0))continue;let oe=O.render(U,v,j,w,S);if(oe==null)continue;R.appendChild(oe)}else{let U;for(let oe of p){if(!(O.facetAnchor?.(p,T,oe)??!oe.empty))continue;let le=null;if(Y){let q=f.has(O);if(le=Y[q?oe.i:0],le=O.filter(le,H,j),le.length===0)continue;!q&&le===Y[0]&&(le=T_(le)),le.fx=oe.x,le.fy=oe.y,le.fi=oe.i}let ce=O.render(le,v,j,k,S);if(ce!=null){(U??=mn(R).append("g")).append(()=>ce).datum(oe);for(let q of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(q)&&(U.attr(q,ce.getAttribute(q)),ce.removeAttribute(q))}}U?.selectChildren().each(z)}}let F=bS(y,S,e),{figure:I=r!=null||i!=null||s!=null||F.length>0}=e;I&&(P=C.createElement("figure"),P.className=`${l}-figure`,P.style.maxWidth="initial",r!=null&&P.append(DS(C,r,"h2")),i!=null&&P.append(DS(C,i,"h3")),P.append(...F,R),s!=null&&P.append(t7(C,s)),"value"in R&&(P.value=R.value,delete R.value)),P.scale=j$(v.scales),P.legend=pS(y,S,e);let X=$$();return X>0&&mn(R).append("text").attr("x",B).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${X.toLocaleString("en-US")} warning${X===1?"":"s"}. Please check the console.`),P}function DS(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function t7(e,t){let n=e.createElement("figcaption");return n.append(t),n}function LS(e){return e.flat(1/0).filter(t=>t!=null).map(n7)}function n7(e){return typeof e.render=="function"?e:new db(e)}var db=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function hb(e,t){for(let n in e)zS(e[n],t);return e}function zS(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:og(o,i)}=t[n]??{};a!=null&&(e.value=ve(e.value,a),e.transform=!1)}function r7(e){for(let t in e)vg(t,e[t])}function hl(e,t,n,r=w_){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!r2(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=s2(o);l&&fb(e,"x",c),u&&fb(e,"y",f)}}}else fb(e,a,o)}return e}function fb(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function i7(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=$r(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=To(i,{value:n,scale:"fx"})),r!=null&&(s.fy=To(i,{value:r,scale:"fy"})),hb(s,t);let o=af(i,s);return{channels:s,groups:o,data:e.data}}function NS(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=$r(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=To(l,{value:r,scale:"fx"})),i!=null&&(u.fy=To(l,{value:i,scale:"fy"})),hb(u,n),{channels:u,groups:af(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&ri($r(e.data))===ri(a)&&Mt(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function s7(e,t={}){return Sr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function o7(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?m2:/^y$/i.test(i)?Kg:p2,r=i(s7(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===Kg?"left":"bottom");let o=PS(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function a7(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:y=m===null?null:u}=s,fx:{axis:b=f,grid:v=b===null?null:d}=o,fy:{axis:$=f,grid:x=$===null?null:d}=a}=n;(r||!vo(i)&&!IS("x",e))&&(h=p=null),(r||!vo(s)&&!IS("y",e))&&(m=y=null),t.has("fx")||(b=v=null),t.has("fy")||($=x=null),h===void 0&&(h=!Af(e,"x")),m===void 0&&(m=!Af(e,"y")),b===void 0&&(b=!Af(e,"fx")),$===void 0&&($=!Af(e,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),b===!0&&(b=h==="top"||h===null?"bottom":"top"),$===!0&&($=m==="right"||m===null?"left":"right");let k=[];return Ef(k,x,Z2,a),Rf(k,$,G2,"right","left",c,a),Ef(k,v,eS,o),Rf(k,b,Y2,"top","bottom",c,o),Ef(k,y,J2,s),Rf(k,m,sb,"left","right",n,s),Ef(k,p,Q2,i),Rf(k,h,ob,"bottom","top",n,i),k}function Rf(e,t,n,r,i,s,o){if(!t)return;let a=l7(t);o=u7(a?r:t,s,o);let{line:l}=o;(n===sb||n===ob)&&l&&!Zi(l)&&e.push(CS(c7(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Ef(e,t,n,r){!t||Zi(t)||e.push(n(f7(t,r)))}function l7(e){return/^\s*both\s*$/i.test(e)}function u7(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:m}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function c7(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function f7(e,{stroke:t=$o(e)?e:void 0,ticks:n=d7(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function d7(e){switch(typeof e){case"number":return!0;case"string":return!$o(e)}return Ct(e)||typeof e?.range=="function"}function Af(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function IS(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function h7(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function p7({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=sf(n),u=e&&OS(e),c=t&&OS(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function OS(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var m7=new Map([["basis",z1],["basis-closed",F1],["basis-open",V1],["bundle",q1],["bump-x",P1],["bump-y",D1],["cardinal",U1],["cardinal-closed",j1],["cardinal-open",G1],["catmull-rom",W1],["catmull-rom-closed",J1],["catmull-rom-open",Q1],["linear",Gi],["linear-closed",t_],["monotone-x",i_],["monotone-y",s_],["natural",a_],["step",l_],["step-after",c_],["step-before",u_]]);function pb(e=Gi,t){if(typeof e=="function")return e;let n=m7.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function BS(e=pl,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?pl:pb(e,t)}function pl(e){return Gi(e)}function g7(e={y:"count"},t={}){[e,t]=v7(e,t);let{x:n,y:r}=t;return y7(x7(n,t,ge),null,null,r,e,No(t))}function b7(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=ef}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function Pf(e={}){return b7(g7,"y",rs(e,"x"))}function y7(e,t,n,r,{data:i=bg,filter:s=el,sort:o,reverse:a,...l}={},u={}){e=FS(e),t=FS(t),l=_7(l,u),i=qS(i,ge),o=o==null?void 0:VS("sort",o,u),s=s==null?void 0:KS("filter",s,u),n!=null&&tl(l,"x","x1","x2")&&(n=null),r!=null&&tl(l,"y","y1","y2")&&(r=null);let[c,f]=on(e),[d,h]=on(e),[p,m]=on(t),[y,b]=on(t),[v,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,k]=on(v),{x:w,y:S,z:C,fill:R,stroke:P,x1:E,x2:T,y1:z,y2:B,domain:M,cumulative:F,thresholds:I,interval:X,...O}=u,[H,j]=on(C),[Y]=Tt(R),[U]=Tt(P),[oe,le]=on(Y),[ce,q]=on(U);return{..."z"in u&&{z:H||C},..."fill"in u&&{fill:oe||R},..."stroke"in u&&{stroke:ce||P},...ns(O,(ee,D,K)=>{let W=Qa(Ce(ee,v),K?.[$]),A=Ce(ee,C),de=Ce(ee,Y),J=Ce(ee,U),pe=X_(l,{z:A,fill:de,stroke:J}),ke=[],at=[],Lr=W&&k([]),mi=A&&j([]),DC=de&&le([]),LC=J&&q([]),yy=e&&f([]),NC=e&&h([]),vy=t&&m([]),IC=t&&b([]),OC=k7(e,t,ee),zC=0;for(let gs of l)gs.initialize(ee);o&&o.initialize(ee),s&&s.initialize(ee);for(let gs of D){let xy=[];for(let bs of l)bs.scope("facet",gs);o&&o.scope("facet",gs),s&&s.scope("facet",gs);for(let[bs,BC]of gg(gs,pe))for(let[FC,Yl]of gg(BC,W))for(let[Cn,ir]of OC(Yl))if(pe&&(ir.z=bs),!(s&&!s.reduce(Cn,ir))){xy.push(zC++),at.push(i.reduceIndex(Cn,ee,ir)),W&&Lr.push(FC),A&&mi.push(pe===A?bs:A[(Cn.length>0?Cn:Yl)[0]]),de&&DC.push(pe===de?bs:de[(Cn.length>0?Cn:Yl)[0]]),J&&LC.push(pe===J?bs:J[(Cn.length>0?Cn:Yl)[0]]),yy&&(yy.push(ir.x1),NC.push(ir.x2)),vy&&(vy.push(ir.y1),IC.push(ir.y2));for(let HC of l)HC.reduce(Cn,ir);o&&o.reduce(Cn,ir)}ke.push(xy)}return J_(ke,o,a),{data:at,facets:ke}}),...!tl(l,"x")&&(c?{x1:c,x2:d,x:Za(c,d)}:{x:w,x1:E,x2:T}),...!tl(l,"y")&&(p?{y1:p,y2:y,y:Za(p,y)}:{y:S,y1:z,y2:B}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:ee,output:D})=>[ee,D]))}}function v7({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function x7(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...Yn(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=w7(e.thresholds,e.interval),e}function FS(e){if(e==null)return;let{value:t,cumulative:n,domain:r=ot,thresholds:i}=e,s=o=>{let a=Ce(o,t),l;if(ze(a)||S7(i)){a=ve(a,rg,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!ii(i)?i(a,c,f):i;typeof d=="number"&&(d=$c(c,f,d)),ii(d)&&(r===ot&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Un(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!ii(i)?i(a,c,f):i;if(typeof d=="number")if(r===ot){let h=js(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let y=m-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let y=m-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)/h}else d=[c];else d=[c]}else d=Ur(c,f,d);else ii(d)&&(r===ot&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?C7:n>0?T7:mb)(u,l,a),u};return s.label=_n(t),s}function w7(e,t,n=HS){if(e===void 0)return t===void 0?n:Gn(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return lv;case"scott":return Yd;case"sturges":return rv;case"auto":return HS}return Xa(e)}return e}function _7(e,t){return W_(e,t,VS)}function VS(e,t,n){return pg(e,t,n,KS)}function KS(e,t,n){return mg(e,t,n,qS)}function qS(e,t){return nl(e,t,$7)}function $7(e){switch(`${e}`.toLowerCase()){case"x":return M7;case"x1":return E7;case"x2":return A7;case"y":return R7;case"y1":return P7;case"y2":return D7;case"z":return Z_}throw new Error(`invalid bin reduce: ${e}`)}function HS(e,t,n){return Math.min(200,Yd(e,t,n))}function S7(e){return R_(e)||Ct(e)&&ze(e)}function k7(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function mb(e,t,n){return t=Un(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Ys(t,n[s])-1]?.push(s);return i}}function T7(e,t,n){let r=mb(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function C7(e,t,n){let r=mb(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function US(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var M7={reduceIndex(e,t,{x1:n,x2:r}){return US(n,r)}},R7={reduceIndex(e,t,{y1:n,y2:r}){return US(n,r)}},E7={reduceIndex(e,t,{x1:n}){return n}},A7={reduceIndex(e,t,{x2:n}){return n}},P7={reduceIndex(e,t,{y1:n}){return n}},D7={reduceIndex(e,t,{y2:n}){return n}};var N7={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Df=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:wo(n),optional:!0}},n,N7),this.z=a,this.curve=pb(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(Pe,this,i,s).call(De,this,n,0,0).call(c=>c.selectAll().data(pf(t,[o,a,l,u],this,r)).enter().append("path").call(Me,this).call(hf,this,r).attr("d",E1().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function as(e,t){let{x:n=vn,...r}=Pf(t);return new Df(e,Fo(Bo({...r,x1:n,x2:void 0},n===vn?"y2":"y")))}var I7={ariaLabel:"bar"},gb=class extends be{constructor(t,n,r={},i=I7){super(t,n,r,i),cl(this,r),fl(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return ue("svg:g",s).call(Pe,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||f?b=>b.append("path").call(Me,this).call(dl,d,h,jS(d,p),jS(h,m),this).call(Ye,this,r):b=>b.append("rect").call(Me,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(Q,"rx",o).call(Q,"ry",a).call(Ye,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function jS(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var Lf=class extends gb{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(De,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return $n(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return $n(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function bb(e,t={}){return Gc(t)||(t={...t,x:vn,y2:ge}),new Lf(e,Fo(bf(Bo(t))))}var O7={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function z7(e){return e.sort===void 0&&e.reverse===void 0?j_({channel:"-r"},e):e}var Nf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Yi,frameAnchor:l}=n,[u,c]=Ie(o,0),[f,d]=K_(a),[h,p]=Ie(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:Xi,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},z7(n),O7),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=si(l);let{channels:m}=this,{symbol:y}=m;if(y){let{fill:b,stroke:v}=m;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[y,b]=Jn(this,i),v=m===Yi,$=c?void 0:h*h*Math.PI;return po(h)&&(t=[]),ue("svg:g",s).call(Pe,this,i,s).call(De,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(Me,this).call(v?k=>{k.attr("cx",l?w=>l[w]:y).attr("cy",u?w=>u[w]:b).attr("r",c?w=>c[w]:h)}:k=>{k.attr("transform",Io`translate(${l?w=>l[w]:y},${u?w=>u[w]:b})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let S=Ln();return d[w].draw(S,c[w]*c[w]*Math.PI),S}:c?w=>{let S=Ln();return m.draw(S,c[w]*c[w]*Math.PI),S}:d?w=>{let S=Ln();return d[w].draw(S,$),S}:(()=>{let w=Ln();return m.draw(w,$),w})())}).call(Ye,this,r)).node()}};function Rr(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=wn(t,n)),new Nf(e,{...r,x:t,y:n})}var B7={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},ml=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:wo(n),optional:!0}},n,B7),this.z=s,this.curve=BS(o,a),is(this,n)}filter(t){return t}project(t,n,r){this.curve!==pl&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(Pe,this,i,s).call(De,this,n).call(u=>u.selectAll().data(pf(t,[o,a],this,r)).enter().append("path").call(Me,this).call(hf,this,r).call(v2,this,r,s).attr("d",l===pl&&s.projection?F7(s.path(),o,a):Cm().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function F7(e,t,n){return t=Un(t),n=Un(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function yb(e,{x:t,y:n,...r}={}){return[t,n]=wn(t,n),new ml(e,{...r,x:t,y:n})}function ui(e,{x:t=vn,y:n=ge,...r}={}){return new ml(e,Pf({...r,x:t,y:n}))}var H7={ariaLabel:"tick",fill:null,stroke:"currentColor"},vb=class extends be{constructor(t,n,r){super(t,n,r,H7),is(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(Pe,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Ye,this,r).call(al,this,r,s)).node()}};var If=class extends vb{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Ae(o),this.insetLeft=Ae(a)}_transform(t,n,{y:r}){t.call(De,n,{y:r},0,Ge)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function Of(e,{y:t=ge,...n}={}){return new If(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return Fe({...t,marks:[...e,this]})};var gl=class extends G{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Fe({width:Ts,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[li(n.bins,{x1:"x0",x2:"x1",y:"count",fill:_i,fillOpacity:.85,insetLeft:.5,insetRight:.5}),kn([0],{stroke:"var(--chart-rule)"}),ft([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return _;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${L(r)} at +\u221E`:"",i?`${L(i)} at \u2212\u221E`:"",s?`${L(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${L(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:_}
      </div>
    `}};gl.properties={histogram:{attribute:!1},metric:{attribute:!1}},gl.styles=[Z,V`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",gl);var bl=class extends G{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Fe({width:Ts,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[li(s,{x1:"x0",x2:"x1",y:"top",fill:_i,fillOpacity:.85,insetLeft:.5,insetRight:.5}),li(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),kn([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return _;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??g`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${_i}"></span>top ${L(n.k)}${n.topMedian!==null?g` (median c(y) ${L(n.topMedian)})`:_}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${L(n.allShown)} shown${n.allMedian!==null?g` (median ${L(n.allMedian)})`:_}${n.zero?g`; ${L(n.zero)} of the top with c(y) = 0 not plotted`:_}
      </div>
    `}};bl.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},bl.styles=[Z,V`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",bl);var YS="label_associations",GS="gaps",V7=180,K7=400,q7=new Set(["search","gap","count"]);function U7(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var yl=class extends G{constructor(n){super();this.request=new $e;this.shell=new _t(this,[this.request]);this.downloads=new Rn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.openLabel=null)};this.flushParams=()=>{this.hashDirty=!1,st(this,$d(this.selection,this.declaration))};this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=yu(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h=(y,b)=>b===ws(this.declaration,y)?null:b,p={level:h("level",l),fdr:h("fdr",u),min_count:c,rank_by:h("rank_by",f)},m;try{m=await this.request.run(y=>this.api.associations(YS,{run:n,tag:r,step:i,metric:s,a:o,b:a,...p},y))}catch(y){if(d&&(o!==null||a!==null)&&y instanceof ar&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}m!==we&&(this.data=m,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==m.metric)&&this.setSelectionState({...this.selection,a:m.a,metric:m.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},K7)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>q7.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=ra(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(yu(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Fr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Lt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:GS,options:$0(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=g0(this.params,this.declaration),st(this,$d(this.selection,this.declaration)),this.load();else{let p=n.get("report");p&&(p.run!==this.report.run||p.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&Hr(p,this.report)||n.has("info")&&Vr(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=$s(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:U7(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:_0(s)},this.legendLines=Td(s)),o||n.has("openLabel")){let p=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=p<0?null:p}(o||l||this.labelSearch===null)&&(this.labelSearch=new mu(s,b0(s,i.sort,i.dir)));let d=!1;if(o||l||u||c){let p=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});y0(p,this.visibleList)||(this.visibleList=p,d=!0)}let h=!a&&!o&&!l&&!f&&r.significantOnly===i.significantOnly;d||o?h&&this.histogram!==null?this.scheduleCharts():this.updateCharts():f&&(this.counts=vu(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=Sd(n,this.visibleList),this.counts=vu(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=Sd(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=vu(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},V7)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){let r=new Map(n.identities.map(l=>[l.name,l.count])),i=l=>r.has(l)?g` (${L(r.get(l))})`:_,s=n.identities.filter(l=>l.name!==n.a).length,o=this.info?.description??"",a=this.visibleList.length;return g`<div class="summary" data-shown=${a} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:_}
      <span><b>N</b> = ${L(n.n)} examples · step ${n.step}</span>
      ${Rs(a,n.rows,n.rows===1?"label":"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:_}
    </div>`}renderLegend(n){let r=this.legendLines??Td(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:_}
    </div>`}renderOpenRow(n){let r=this.openRow;if(r===null)return _;let i=n.columns,s=i.label[r],o=xu(n,r,n.min_count),{a,b:l,metric:u}=this.heads,c=(d,h,p,m)=>g`<span class="item" data-col=${d} title=${m??ks(d,this.heads,n.level,n.fdr).title}
        ><span class="k">${h}</span> <b>${p}</b></span
      >`,f=(d,h)=>{let p=hu(i[d][r],n.states[d][r]);return c(d,h,p.text,p.state===null?void 0:p.title)};return g`<div class="open-row" role="region" aria-label="The open label" data-row=${r} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",L(i.count[r]))} ${c("count_a",`with ${a}`,L(i.count_a[r]))}
      ${c("count_b",`with ${l}`,L(i.count_b[r]))} ${f("value_a",`${u}(${a})`)}
      ${f("value_b",`${u}(${l})`)} ${f("gap","gap")}
      ${c("bound",`${Nt(n.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?g`<span class="item star" data-col="significant" title=${ks("significant",this.heads,n.level,n.fdr).title}
              >★ significant at FDR ${Nt(n.fdr)}</span
            >`:_}
      ${o.insufficient?g`<span class="item muted" data-col="insufficient">insufficient</span>`:_}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>this.openLabel=null}>
        ×
      </button>
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:Ir(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${Mn(this.declaration,GS,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>g`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${n.sort}
                  .dir=${n.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${n.columns}
                  .open=${this.openRow}
                  @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
                  @row-open=${l=>this.openLabel=l.detail.key}
                  @row-close=${()=>this.openLabel=null}
                ></fairness-table>
                ${this.renderOpenRow(a)}
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>`,"Loading the report\u2026")}
    `}};yl.properties={...Br,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},yl.styles=[Z,Xe,$i,Si,Kt,V`
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      .table-column {
        flex: 1;
        min-width: 0;
        min-height: 0;
        display: flex;
        flex-direction: column;
        gap: 6px;
      }
      fairness-table {
        flex: 1;
        min-height: 0;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .legend .star {
        color: var(--accent);
      }
      .legend .grey {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin-right: 3px;
        vertical-align: -1px;
        background: var(--dim-bg);
        border: 1px solid var(--input-border);
      }
      .legend .warning {
        flex-basis: 100%;
        color: var(--warn-fg);
      }
      .open-row {
        flex: none;
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 2px 14px;
        padding: 6px 8px 6px 10px;
        border: 1px solid var(--border);
        border-left: 3px solid var(--accent);
        border-radius: 2px;
        background: var(--surface);
        font-variant-numeric: tabular-nums;
      }
      .open-row .label {
        font-weight: 500;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .open-row .item {
        white-space: nowrap;
      }
      .open-row .k {
        color: var(--muted);
        font-size: 12px;
      }
      .open-row b {
        font-weight: 500;
      }
      .open-row .star {
        color: var(--accent);
      }
      .open-row .close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        line-height: 1;
        cursor: pointer;
        padding: 0 4px;
      }
      .open-row .close:hover {
        color: var(--fg);
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 16px;
        overflow-y: auto;
      }
      /* Narrower than the table and the charts side by side: the charts go under the
         table, side by side, and the view scrolls; the table keeps most of the height. */
      @media (max-width: 1249px) {
        :host {
          overflow-y: auto;
        }
        .main {
          flex: 1 0 auto;
          flex-direction: column;
        }
        .table-column {
          flex: 1 0 auto;
        }
        fairness-table {
          flex: 1 0 auto;
          height: max(300px, calc(100vh - 260px));
        }
        .side {
          width: auto;
          flex-direction: row;
          flex-wrap: wrap;
          overflow: visible;
        }
      }
    `];customElements.define("fairness-associations-view",yl);var WS={kind:YS,title:"label-association",render:(e,t)=>g`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var j7=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],G7=["class","worst_group"],Bf=[.9,.95,.99],xb=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function Ff(e){return{...xb,mev:He(e,"mev"),level:He(e,"level"),fdr:He(e,"fdr")}}function wb(e){return G7.includes(e)||e==="p_value"?"asc":"desc"}var Rt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function _b(e,t){let n=[];return Ee(n,Rt.cls,e.cls),ht(n,Rt.mev,e.mev,t),ht(n,Rt.level,e.level,t),ht(n,Rt.fdr,e.fdr,t),(e.sort!==xb.sort||e.dir!==xb.dir)&&(Ee(n,Rt.sort,e.sort),Ee(n,Rt.dir,e.dir)),Ee(n,Rt.search,e.search),n}function XS(e,t){let n=Dt(e),r=Ff(t),i=n.get(Rt.cls);r.cls=i===void 0||i===""?null:i,r.mev=dn(t,"mev",Te(n.get(Rt.mev))),r.level=dn(t,"level",Te(n.get(Rt.level))),r.fdr=dn(t,"fdr",Te(n.get(Rt.fdr)));let s=n.get(Rt.sort);if(s!==void 0&&j7.includes(s)){r.sort=s;let o=n.get(Rt.dir);r.dir=o==="asc"||o==="desc"?o:wb(r.sort)}return r.search=n.get(Rt.search)??"",r}function Y7(e){let t=0;for(;t<na.length&&e>=na[t];)t++;return wt[t]}function W7(e,t,n){if(t==="band"){let i=wt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function JS(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=W7(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function ZS(e,t,n){return Jy(e.columns.class,t,n)}var X7={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function Hf(e,t,n){if(e==="interval"){let o=Vo(t);return{name:"interval",sub:`${o} of V`,title:zr("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:zr("\u2605","significant",$b(n))};let[r,i,s]=X7[e];return{name:r,sub:i,title:zr(r,e,s)}}function Vo(e){return`${Number((e*100).toPrecision(4))}%`}function QS(e){return String(Number(e.toPrecision(4)))}function $b(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${QS(e)}`}function Ho(e){return typeof e=="number"&&Number.isFinite(e)}function ek(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Ho(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Ho(a)&&Ho(l)?[a,l]:null,c=r.p_value?.[t],f=s&&Ho(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?pt(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function tk(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Ho(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function J7(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Ho(n[r])&&t++;return t}function nk(e){let t=J7(e);return{interval:`whiskers: ${Vo(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${QS(e.fdr)}: ${e.significant} of ${a0(t,"class","classes")}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var zf=20;function rk(e,t){let n=Object.fromEntries(wt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=wt.includes(e.columns.band[l]??"")?e.columns.band[l]:Y7(u),d=Math.min(zf-1,Math.max(0,Math.floor(u*zf)))*wt.length+wt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/wt.length);return{x0:u/zf,x1:(u+1)/zf,band:wt[a%wt.length],count:l}}),byBand:n,defined:i,undefined:s}}function ik(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Sb="classes";function kb(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}var Z7="Sorted last in both directions and left out of SkewSize.",Q7=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Tb=64,Cb=14,eP="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",sk=910;function tP([e,t],n,[r,i]){let o=f=>Math.min(Tb-3,Math.max(3,(f-r)/(i-r)*(Tb-6)+3)),a=Cb/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${Cb-1}`).join("");return g`<svg class="whisker" width=${Tb} height=${Cb} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var vl=class extends G{constructor(){super();this.cursor=new Bs(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=Hf("significant",n,r),s=g`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=Hf("interval",n,r),a=g`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return Q7.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...Hf(l,n,r)})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${Z7}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=ek(i,n,this.reasons),m=$b(this.stats.fdr);return g`<div
      class="row ${p.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${h?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${p.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${L(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,lr(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${ki[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${Vo(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${tP(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${Lu(p.significant,m)}
      ${this.numberCell("accuracy",s.accuracy[n],Ke(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Ke(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],pu(s.gap[n]),c)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?_:Fs(this,{columns:this.columns(),defaultDir:wb,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};vl.properties={...qr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},vl.styles=[Z,...Vs,Iu,V`
      .head,
      .row {
        grid-template-columns: ${lt(eP)};
        min-width: ${lt(`${sk}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${lt(`${sk}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",vl);var xl=class extends G{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Fe({width:Ts,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...wt],range:wt.map(i=>ki[i])},marks:[li(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),ft(na,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),kn([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[ft([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${wt.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${ki[r]}"></span>${r} ${L(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${L(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${L(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};xl.properties={histogram:{attribute:!1},marker:{attribute:!1}},xl.styles=[Z,V`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",xl);var wl=class extends G{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?ik(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${L(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${L(n.count)} (${Ke(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?_:n.label}
      data-other=${n.other?"true":_}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Ke(n.share)} (${L(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${L(n.n)}${n.accuracy!==null?g` · accuracy ${Ke(n.accuracy)}`:_}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?g`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${n.mistakes.map(i=>g`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${L(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Ke(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=_;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${lr(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${ki[n.band]}"></span>${n.band}</span>`:_}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${L(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:_}${i.otherLabels?`; ${L(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:_}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:_}
      ${n&&r?g`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:_}
    `}};wl.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},wl.styles=[Z,Xe,V`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",wl);var nP={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function dt(e){return typeof e=="number"&&Number.isFinite(e)}function rP(e,t){let n=t.filter(r=>r!=null);return n.length>0&&n.every(r=>typeof r=="boolean")?"flag":n.some(r=>typeof r=="string")?"text":e==="p_value"?"p":n.length>0&&n.every(r=>dt(r)&&Number.isInteger(r))?"count":"number"}function iP(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:e==="count"?L(t):e==="p"?pt(t):ye(t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function sP(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function ok(e,t,n=null,r={}){let i=b=>e.rows.map(v=>v[b]),s=n?.bias.key||null,o=b=>b===s&&e.rows.length>0&&i(b).every(v=>v===t),a=e.columns.filter(b=>!o(b)),l=a.indexOf("lower"),u=a.indexOf("upper"),c=l>0&&u===l+1,f=c?a[l-1]:null,d=null;if(c){let b=e.rows.flatMap(v=>[v.lower,v.upper,f?v[f]:null]).filter(dt);if(b.length>0){let v=Math.min(...b),$=Math.max(...b);v>=0&&$<=1&&(v=0),v===$&&($=v+1),d=[v,$]}}let h=b=>d?(b-d[0])/(d[1]-d[0]):0,p=[],m=[];return a.forEach((b,v)=>{if(c&&v===u)return;if(c&&v===l){p.push({name:"interval",head:r.interval??"interval",title:`The interval of ${f} [lower, upper], drawn on one scale for every row`,kind:"interval"}),m.push(x=>{let k=x.lower,w=x.upper,S=f?x[f]:null;return!dt(k)||!dt(w)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:`[${ye(k)}, ${ye(w)}]`,value:k,title:`[${k}, ${w}]`,whisker:{lo:h(k),hi:h(w),mid:dt(S)?h(S):null},lower:k,upper:w}});return}let $=rP(b,i(b));p.push({name:b,head:r[b]??b,title:nP[b]??b,kind:$}),m.push(x=>iP($,x[b]))}),{caption:sP(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:p,rows:e.rows.map(b=>m.map(v=>v(b))),scale:d,estimate:f}}function ak(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?L(i):ye(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function oP(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function lk(e,t){let n=oP(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(dt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=dt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:dt(l.lower)?o(l.lower):null,upper:dt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function Mb(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!dt(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:dt(s.value)?s.value:null,bias:s.bias,lower:dt(s.lower)?s.lower:null,upper:dt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Rb(e,t="not in this run"){if(!dt(e.bias))return t;let n=dt(e.lower)&&dt(e.upper)?` [${ye(e.lower)}, ${ye(e.upper)}]`:"";return`${ye(e.bias)}${n}`}function uk(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function ck(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t])}var aP=["report","compare","trend"],Eb="mode",Zn="cmp_",fi="trend_";function lP(e){return aP.includes(e??"")?e:"report"}function fk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===Eb?n.mode=lP(i):s.startsWith(Zn)?n.compare.push([r,i]):s.startsWith(fi)?n.trend.push([r,i]):n.view.push([r,i])}return n}function dk(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function hk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function pk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var uP=["table","rank_by","class_name"];function cP(e,t){return`${Ve}${e}o_${t}`}function mk(e,t=[]){return(e?.options??[]).filter(n=>!uP.includes(n.name)&&!t.includes(n.name))}function fP(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function Vf(e,t,n){if(n==="")return!0;let r=Pt(e,t);if(r===null)return!1;let i=fP(r,n);return i!==void 0&&Re(e,t,i)}function Ko(e,t,n){let r={},i=`${Ve}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);Pt(n,a)!==null&&Vf(n,a,o)&&(r[a]=o)}return r}function _l(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[cP(t,i),e[i]])}function di(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function gk(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=Pt(e,t)?.default;return r==null?"":String(r)}var dP="dark-mode";function bk(e,t){return e!==null?e.split(/\s+/).includes(dP)?"dark":"light":t?"dark":"light"}var Ab=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Pb={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},yk="runColorGroup";function vk(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function hP(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Kf=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=hP(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function pP(e,t){let n=e<0?Pb:Ab[e%Ab.length];return t==="dark"?n.dark:n.light}function mP(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function xk(e){let t=mP(e);if(t===null)return null;let n=Ab.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===Pb.light||t===Pb.dark?{id:-1}:{custom:t}}var wk={theme:"light",ids:null,seen:new Map};function _k(){return wk}function $k(e){wk=e}function qf(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:pP(s?s.id:n[i],t.theme)})}function Sk(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function Uf(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function kk(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function Db(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var Tk=Ve+fi+"run",Ck=Ve+fi+"gap_threshold",ln="gap_threshold";function Lb(e){return{runs:null,gapThreshold:He(e,ln),own:{}}}function jf(e,t){let n=Te(e);return Re(t,ln,n)?n:null}function Nb(e,t){let n=[];for(let r of e.runs??[])n.push([Tk,r]);return e.gapThreshold!==null&&e.gapThreshold!==He(t,ln)&&n.push([Ck,String(e.gapThreshold)]),[...n,..._l(e.own,fi,t)]}function Mk(e,t,n){let r=Lb(t),i=[],s;e=[...e],r.own=Ko(e,fi,t);for(let[o,a]of e)o===Tk&&a!==""&&!i.includes(a)?i.push(a):o===Ck&&(s=a);return r.runs=i.length>0?i:null,r.gapThreshold=jf(s,t)??r.gapThreshold,n?$l(r,n):r}function $l(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function ls(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Rk(e,t,n,r){let i=ls(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:$l({...e,runs:s},t)}function Ek(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function Ak(e,t,n){return n.length===0?e:$l({...e,runs:t.filter(r=>n.includes(r))},t)}function Pk(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function Dk(e,t,n){let r=di(e,t.own);return n&&t.gapThreshold!==null?{...r,[ln]:String(t.gapThreshold)}:r}function Lk(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function gP(e){return e==="percent"||e==="count"?e:"value"}function Nk(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function Ik(e,t,n=1){if(t==="count"||e.length===0)return null;let r=e.map(d=>d.value),i=Math.min(...r),s=Math.max(...r),o=s>i?s-i:Math.max(Math.abs(s)*.1,.001),a=d=>e.map(d).filter(h=>h!==null&&Number.isFinite(h)),l=a(d=>d.lower),u=a(d=>d.upper),c=Math.min(i,Math.max(l.length?Math.min(...l):i,i-n*o)),f=Math.max(s,Math.min(u.length?Math.max(...u):s,s+n*o));return t==="percent"&&(c=Math.max(c,Math.min(0,i)),f=Math.min(f,Math.max(1,s))),c===f&&(c-=o/2,f+=o/2),[c,f]}function Ok(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:gP(n.format)}:{title:e,explanation:"",format:"value"}}function Sl(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Ke(e):t==="count"?Number.isInteger(e)?L(e):lr(e):ye(e)}function zk(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function Bk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=zk(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function Fk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function Hk(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function kl(e,t=_k()){return qf(e,t)}function Vk(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function Kk(e,t=null){let n=[["run","step","wall_time",...e.names].map(vd).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([vd(r.run),du(i.step),du(i.wall_time),...e.names.map(s=>du(zk(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Ib(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=Te(t.level);return r!==null&&Re(n,"level",r)?r:He(n,"level")}function qk(e,t){let n=Re(t,ln,e.gapThreshold)?e.gapThreshold:He(t,ln),r=Ko(Object.entries(e.own).map(([s,o])=>[`${Ve}${fi}o_${s}`,o]),fi,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var Uk=15e3,Gf="theme-change",us="run-colors-change",bP="experimental",yP="experimental.GetRuns",vP="experimental.RunsChanged",xP="experimental.DataReloaded",Ob=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function wP(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function _P(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=xk(o);a&&t.set(i,a)}return t}function $P(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var zb=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=wP(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Kf:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(vk(new URLSearchParams(n.location.search).get(yk)));let r=_P(n);$P(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Ob(i.port1);return s.listen(vP,o=>this.onRuns(o)),s.listen(xP,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${bP}.bootstrap`,n.location.origin,[i.port2]),s.send(yP).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return bk(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(Gf)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,qf(r,n),[...this.seen]]);$k(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(us)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=Uk?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+Uk-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},jk=null;function Qn(){return jk??=new zb,jk}function Yk(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var SP=150,Gk=240,kP=640,Tl=class extends G{constructor(){super();this.request=new $e;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min(kP,Math.max(Gk,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),Qn().addEventListener(us,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),Qn().removeEventListener(us,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){return{tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options}}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=It(s),this.status="error";return}i!==we&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?ck(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?ok(this.data.detail,this.data.key,this.declaration):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":kl(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=Mb(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,v)=>b-v);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,f=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${Or(b.wall_time)})`,`${n.bias}: ${ye(b.bias)}`,b.lower!==null&&b.upper!==null?`${c} interval: [${ye(b.lower)}, ${ye(b.upper)}]`:"no interval",b.value!==null?`${n.value}: ${ye(b.value)}`:""].filter(Boolean).join(`
`),h=i.filter(b=>b.lower!==null&&b.upper!==null),p=Math.max(Gk,this.chartWidth),m=Fe({width:p,height:SP,marginTop:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:null,grid:!0,nice:!0,zero:!0,ticks:4},marks:[ft([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),as(h,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),ft(h,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),ui(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),Rr(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),Rr(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:f,title:d}),Rr(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:f,title:d})]});m.setAttribute("data-points",String(i.length)),m.setAttribute("role","img"),m.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[f(b),b]));for(let b of m.querySelectorAll('g[aria-label="dot"] circle')){let v=y.get(b.getAttribute("aria-label")??"");v&&(b.setAttribute("data-step",String(v.step)),b.setAttribute("data-bias",String(v.bias)),v.lower!==null&&b.setAttribute("data-lower",String(v.lower)),v.upper!==null&&b.setAttribute("data-upper",String(v.upper)),v.current&&b.setAttribute("data-current","true"))}return m}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return g`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?g`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:_}
      </div>
      <div class="what muted" data-run=${n?.run??_} data-step=${n?.step??_}>
        ${n?g`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:_}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return g`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??_}
        data-upper=${r.upper??_}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?g`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${qo(a.lo)}; width: ${qo(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?g`<span class="dot" style="left: ${qo(a.mid)}"></span>`:_}</span
                >`:_}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?_:String(r.value);return g`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return _;let i=ak(n.detail.head,n.key);return g`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?g`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:_}</h4>
      ${i?g`<div class="head-text muted">${i}</div>`:_}
      ${r.rows.length===0?g`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:g`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>g`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${s.title}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>g`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Rb(n)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return g`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??_}
      data-lower=${n.lower??_}
      data-upper=${n.upper??_}
      aria-current=${n.current?"true":_}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?g`${a.lower!==null&&a.upper!==null?g`<span class="line" style="left: ${qo(a.lower)}; width: ${qo(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:_}<span class="dot" style="left: ${qo(a.bias)}; background: ${i}"></span>`:_}</span
      >
      <span class="val">${n.present?Rb(n):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=lk(n,this.runs);return g`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${ye(i[0])}</span><span>${ye(i[1])}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=Mb(n),i=uk(r.missing);return g`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?g`<div class="chart">${this.stepsSvg}</div>`:g`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?g`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:_}
    </section>`}render(){let n=this.data;return g`
      ${this.renderTitle()}
      ${this.status==="error"?g`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:_}
      ${n?g`<div class="content ${this.status==="loading"?"stale":""}">
            ${this.showDetail?this.renderDetail(n):_} ${this.renderRuns(n)} ${this.renderSteps(n)}
          </div>`:this.status==="loading"?g`<div class="loading">Loading the ${this.noun}…</div>`:_}
    `}};Tl.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},Tl.styles=[Z,Xe,V`
      :host {
        display: block;
        box-sizing: border-box;
        background: var(--bg);
        color: var(--fg);
      }
      :host([variant='panel']) {
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 8px 12px 12px;
      }
      :host([variant='section']) {
        border-top: 1px solid var(--border);
        margin-top: 12px;
        padding-top: 8px;
      }
      .title-bar {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      h2 {
        flex: 1;
        min-width: 0;
        margin: 0;
        font-size: 14px;
        font-weight: 500;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      h2 .noun {
        color: var(--muted);
        font-weight: 400;
        margin-right: 4px;
      }
      button.close {
        flex: none;
        width: 26px;
        height: 26px;
        border: 1px solid transparent;
        border-radius: 3px;
        background: none;
        color: var(--muted);
        font-size: 18px;
        line-height: 1;
        cursor: pointer;
      }
      button.close:hover {
        color: var(--fg);
        background: var(--hover-bg);
      }
      button.close:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: -2px;
      }
      .what {
        font-size: 12px;
        margin: 2px 0 6px;
      }
      .content {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
        column-gap: 28px;
        align-items: start;
      }
      .content > section.detail {
        grid-column: 1 / -1;
      }
      .content.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      section {
        margin-top: 10px;
        min-width: 0;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 12px;
        font-weight: 500;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 8px;
        align-items: baseline;
      }
      h4 .muted {
        font-weight: 400;
      }
      .head-text {
        font-size: 11px;
        margin-bottom: 4px;
        overflow-wrap: anywhere;
      }
      .scroll {
        max-height: 260px;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        white-space: nowrap;
      }
      thead th {
        position: sticky;
        top: 0;
        background: var(--header-bg);
        font-weight: 500;
        text-align: left;
        border-bottom: 1px solid var(--border);
      }
      th.num {
        text-align: right;
      }
      td.text {
        max-width: 180px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      td.missing {
        color: var(--state-fg);
      }
      td.flag {
        text-align: center;
        color: var(--accent);
      }
      td.interval {
        min-width: 130px;
      }
      .interval-cell {
        display: flex;
        gap: 6px;
        align-items: center;
        justify-content: flex-end;
      }
      .interval-cell .ci {
        color: var(--muted);
        font-size: 11px;
      }
      .whisker {
        position: relative;
        flex: none;
        width: 64px;
        height: 10px;
      }
      .whisker .line {
        position: absolute;
        top: 4px;
        height: 2px;
        background: var(--whisker);
      }
      .whisker .dot {
        position: absolute;
        top: 1px;
        width: 8px;
        height: 8px;
        margin-left: -4px;
        border-radius: 50%;
        background: var(--whisker-dot);
      }
      .run-list {
        display: grid;
        grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
        column-gap: 8px;
        row-gap: 3px;
        align-items: center;
        font-size: 12px;
      }
      .run-row {
        display: contents;
      }
      .run-name {
        display: flex;
        gap: 5px;
        align-items: center;
        min-width: 0;
        max-width: 200px;
      }
      .run-name .name {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .run-row.current .name {
        font-weight: 600;
      }
      .run-row.current .track {
        box-shadow: inset 0 0 0 1px var(--chart-rule);
      }
      .swatch {
        flex: none;
        width: 10px;
        height: 10px;
        border-radius: 2px;
      }
      .track {
        position: relative;
        height: 14px;
        border-radius: 2px;
        background: var(--header-bg);
      }
      .track .line {
        position: absolute;
        top: 5px;
        height: 4px;
        border-radius: 2px;
        opacity: 0.7;
      }
      .track .dot {
        position: absolute;
        top: 2px;
        width: 10px;
        height: 10px;
        margin-left: -5px;
        border-radius: 50%;
        box-shadow: 0 0 0 1px var(--chart-halo);
      }
      .run-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .run-row.absent .val {
        color: var(--muted);
        font-style: italic;
      }
      .axis {
        display: grid;
        grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
        column-gap: 8px;
        font-size: 11px;
        color: var(--muted);
        font-variant-numeric: tabular-nums;
      }
      .axis .ends {
        display: flex;
        justify-content: space-between;
      }
      .note {
        font-size: 11px;
        margin-top: 2px;
      }
      .chart svg {
        display: block;
        overflow: visible;
      }
      .loading {
        font-size: 12px;
        margin-top: 8px;
      }
    `];function qo(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",Tl);var Bb="skew_size",TP=20,CP="higher is less biased; a long tail of large effect sizes lowers it";function Wk(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return _;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function MP(e,t){let n=e.skew_size_interval;return n?g` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ye(n[0])}, ${ye(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?_:g` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function Yf(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Cl=class extends G{constructor(n){super();this.request=new $e;this.classRequest=new $e;this.shell=new _t(this,[this.request,this.classRequest]);this.downloads=new Rn(this,()=>this.api,()=>this.declaration);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=Ff(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(Bb,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===we)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(Bb,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:TP},l))}catch(l){this.classData=null,this.classError=It(l),this.classStatus="error";return}a!==we&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,st(this,_b(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=Yf(r);!Re(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=Yf(r);!Re(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(Ff(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Fr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Lt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:Sb,options:kb(n)};this.downloads.download("download",i,r)}willUpdate(n){this.hasUpdated?(n.has("report")&&Hr(n.get("report"),this.report)||n.has("info")&&Vr(n.get("info"),this.info,this.report))&&this.load():(this.selection=XS(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),st(this,_b(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=$s(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=tk(s)),(o||a||this.order===null)&&(this.order=JS(s,i.sort,i.dir)),(o||a||l)&&(this.visible=ZS(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=rk(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=this.declaration,i=!Re(r,"mev",Yf(this.mevText)),s=!Re(r,"fdr",Yf(this.fdrText)),o=n.level===null||Bf.includes(n.level)?Bf:[...Bf,n.level].sort((a,l)=>a-l);return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Noise filter mev</span>
          <input
            type="number"
            name="mev"
            min=${qt(r,"mev").min??_}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?En(r,"mev"):"Drop the predicted labels whose smallest expected count is below mev before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does)"}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title="Confidence level of the interval of V (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${o.map(a=>g`<option .value=${String(a)} .selected=${a===n.level}>${Vo(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="fdr"
            min=${qt(r,"fdr").min??_}
            max=${qt(r,"fdr").max??_}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?En(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value): ${hn(r,"fdr")}`}
            .value=${this.fdrText}
            @input=${a=>this.onFdrInput(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${this.search.error?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.search.error?"true":"false"}
            .value=${n.search}
            @input=${a=>this.setSelectionState({...this.selection,search:a.target.value})}
          />
        </label>
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",this.data!==null&&this.downloads.pending===null,()=>this.downloadCsv(),`${Mn(this.declaration,Sb,this.data?.rows??null)}; not only the classes the search shows`)}
        ${this.downloads.renderError()}
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:_}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?_:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${ye(r.skew_size)}</span
              >${MP(r,n.level)}`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${CP}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",L(r.classes_with_v))} / ${s("classes",L(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",Ke(r.overall_accuracy)||"\u2014")}${Wk(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",Ke(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",Ke(r.worst_group_accuracy)||"\u2014")}${Wk(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",pu(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",lr(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",lr(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${L(a.n)}${a.accuracy!==null?` (${Ke(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:_}
      <span><b>N</b> = ${L(n.model.n)} examples · step ${n.step} · mev ${n.mev}</span>
      ${Rs(this.visible.length,n.rows,"classes")}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=nk(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}renderHistory(n,r){return g`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${kb(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>g`<div class="body">
            <div class=${i?"stale":""}>${this.renderHeadline(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${s.reasons}
                .selected=${n.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${n.cls!==null?g`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,n.cls)}</fairness-skew-class
                >`:_}
          </div>`,"Loading the report\u2026")}
    `}};Cl.properties={...Br,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},Cl.styles=[Z,We,Xe,$i,Cd,Si,Kt,V`
      input[name='mev'],
      input[name='fdr'] {
        width: 72px;
      }
      .stats-legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .stats-legend .star {
        color: var(--accent);
      }
      input.search {
        width: 200px;
      }
      .headline {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 28px;
        align-items: flex-start;
        padding: 10px 12px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--surface);
      }
      .headline .skew {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 220px;
        max-width: 300px;
      }
      .headline .skew .value {
        font-size: 26px;
        font-weight: 500;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .value.undef {
        font-size: 18px;
        color: var(--muted);
        font-style: italic;
      }
      .headline .skew .interval {
        font-size: 13px;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .interval.withheld {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .headline .explain {
        font-size: 12px;
      }
      .stats {
        display: grid;
        grid-template-columns: repeat(3, minmax(170px, 1fr));
        gap: 8px 24px;
        flex: 1;
        min-width: 300px;
        margin: 0;
      }
      .stat dt {
        font-size: 11px;
        color: var(--muted);
        letter-spacing: 0.02em;
      }
      .stat dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .stat b {
        font-weight: 500;
      }
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1 0 340px;
        min-height: 340px;
        display: flex;
        gap: 16px;
      }
      fairness-skew-table {
        flex: 1;
        min-width: 0;
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .hint {
        font-size: 12px;
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-skew-table {
          min-height: 340px;
        }
        .side {
          width: auto;
        }
      }
    `];customElements.define("fairness-skew-view",Cl);var Xk={kind:Bb,title:"SkewSize",render:(e,t)=>g`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var RP=" & ",Hb=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],Vb="cells",Kb="disparity",Fb=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function Wf(e){return{...Fb,metric:Nr(e,"metric"),fdr:He(e,"fdr")}}function qb(e){return e==="class"||e==="p_value"?"asc":"desc"}function er(e){return e.join(RP)}function Ub(e){return e.join(" \xD7 ")}var rt={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},EP="q";function jb(e,t){let n=[];return ht(n,rt.metric,e.metric,t),Ee(n,rt.grouping,e.grouping),e.minCount!==null&&Ee(n,rt.minCount,e.minCount),e.a!==null&&e.b!==null&&(Ee(n,rt.a,e.a),Ee(n,rt.b,e.b)),Ee(n,rt.cls,e.cls),ht(n,rt.fdr,e.fdr,t),(e.sort!==Fb.sort||e.dir!==Fb.dir)&&(Ee(n,rt.sort,e.sort),Ee(n,rt.dir,e.dir)),n}function Jk(e,t){let n=Dt(e),r=Wf(t);r.metric=_s(t,"metric",n.get(rt.metric));let i=n.get(rt.grouping);r.grouping=i===void 0||i===""?null:i;let s=Te(n.get(rt.minCount));Re(t,"min_count",s)&&(r.minCount=s);let o=n.get(rt.a),a=n.get(rt.b);o&&a&&(r.a=o,r.b=a);let l=n.get(rt.cls);r.cls=l===void 0||l===""?null:l,r.fdr=dn(t,"fdr",Te(n.get(rt.fdr)??n.get(EP)));let u=n.get(rt.sort);if(u!==void 0&&Hb.includes(u)){r.sort=u;let c=n.get(rt.dir);r.dir=c==="asc"||c==="desc"?c:qb(r.sort)}return r}function Er(e,t){return e.fdr??He(t,"fdr")}function Zk(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function Qk(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function AP(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function eT(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function tT(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>Zk(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=eT(e.groups,e.macro),i=Er(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:Qk(n)}}function nT(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>Zk(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?eT(e.groups,e.macro):AP(n,e.groups.length),minCount:e.min_count,fdr:Er(e,t),significantCells:Qk(n)}}function PP(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function rT(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:`p=${pt(e.p)}`,title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function iT(e,t){let n=PP(e);return`${`\u2605 ${Tn(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function Gb(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function cs(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function Ml(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function sT(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function oT(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function Yb(e,t){let n={grouping:er(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function Wb(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=er(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function Tn(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function aT(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:pt(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function DP(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function lT(e,t,n){let r=DP(e),i=`\u2605 ${Tn(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?t?`${i}; each row tests whether the two groups share one mAR (Wald)`:`${i}; best-minus-worst rows test whether all groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function uT(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:Gb(s,e.minCount)}})}function cT(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}function fT(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?"mAR":"rate",u=(c,f,d)=>({name:c,sub:f,title:zr(c,e,d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var hT=V`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function dT(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function pT(e,t){return{click:()=>dT(e,t),keydown:n=>{n.key==="Enter"&&dT(e,t)}}}var mT={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function gT(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var Rl=class extends G{constructor(){super(),gT(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text">class</th>
          ${t.groups.map(n=>g`<th data-group=${n} title=${n}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=pT(this,n);return g`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return g`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${Gb(a,t.minCount)}
                </td>`}let l=rT(a,t.minCount,this.detection),u=Tn(t.fdr);return g`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${cs(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${L(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?g` ${Hs(u)}`:_}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="The mean over the classes whose cell is sufficient">macro average</td>
          ${t.macro.map((n,r)=>g`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:cs(n.value,n.lower,n.upper)}
                <span class="n">${n.classes} class${n.classes===1?"":"es"}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:_}};Rl.properties={...mT,valueName:{attribute:!1}},Rl.styles=[Z,ia,hT,V`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
    `];customElements.define("fairness-rate-table",Rl);var El=class extends G{constructor(){super(),gT(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>zd(this,{column:t,dir:Au(t,this.sort,this.dir,qb)}),s=fT(t,this.names,this.detection,n);return g`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${Pu(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?Du(r,this.dir):""}</span>${s.sub?g`<span class="sub">${s.sub}</span>`:_}
      </button>
    </th>`}render(){let t=this.table;if(!t)return _;let n=t.columns,r=o=>o===null?g`<span class="muted">—</span>`:Ke(o),i=Tn(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${Hb.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,h=aT(t,o,this.reasons,this.names!==null,this.detection),p=pT(this,l);return g`<tr
                class=${h.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${h.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${p.click}
                @keydown=${p.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${L(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${L(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:_}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:_}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Ml(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?Ml(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?Hs(i):_}</td>
              </tr>`})}
      </tbody>
    </table>`}};El.properties={...qr,...mT,names:{attribute:!1},fdr:{attribute:!1}},El.styles=[Z,ia,hT,V`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",El);function Al(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var hi=class extends G{constructor(n){super();this.request=new $e;this.shell=new _t(this,[this.request]);this.downloads=new Rn(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=Wf(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==we&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!Al(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return _}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,st(this,jb(n,this.declaration))}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Ti(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Ti(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(Wf(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Fr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,er(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:Vb,options:Yb(n,this.detection)};this.downloads.download("download",r,Lt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Lt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=Wb(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:Kb,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&Hr(n.get("report"),this.report)||n.has("info")&&Vr(n.get("info"),this.info,this.report))&&this.load():(this.selection=Jk(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),st(this,jb(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?sT(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??oT(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?er(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=Ti(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field">
          <span class="name">Grouping</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=er(c);return g`<option value=${f} ?selected=${f===s}>${Ub(c)}</option>`})}
          </select>
        </label>
        ${Md({label:"min_count",name:"min_count",text:this.minCountText,invalid:a,title:a?En(this.declaration,"min_count"):"Cells with fewer people are insufficient (the paper uses 50)",min:qt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${_u(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),Mn(this.declaration,Vb,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${Mn(this.declaration,Kb,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return g`<label class="field">
      <span class="name">${s}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>g`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:_}
      <span><b>${L(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${L(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${Ub(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?g`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:g`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return _;let i=n.main,s={...Yb(i,this.detection),...Wb(n.disparity,i.grouping,this.detection)};return g`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.history=null}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.change({cls:a.detail},!1),this.history=a.detail,l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return g`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${Ci("rate-legend",iT(n.table,this.detection),n.table.fdr,n.table.significantCells)}
            <fairness-rate-table
              .table=${n.table}
              .reasons=${n.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${Ci("legend",lT(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${n.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n,i)} ${this.renderHistory(n)}</div>
      </div>
    </div>`}};hi.properties={...Br,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},hi.styles=[Z,We,Xe,Cs,Kt,Nu,V`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];var Ll=V`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
`,bT=V`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Nl={fontSize:"11px",fontFamily:"inherit",background:"transparent"};function Il(e){return{domain:[0,1],label:e,labelArrow:"none",grid:!0,tickFormat:"%"}}function Xb(e,t,n,r){return[as(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),ui(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),Rr(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function Jb(e,t){return[bb(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),ft(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),Of(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:14}),Of(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:14}),kn([0],{stroke:"var(--chart-rule)"})]}var Xf=e=>`${(e*100).toFixed(1)}%`,Pl=class extends G{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Fe({width:400,height:250,marginLeft:44,marginBottom:34,style:Nl,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:Il(this.yLabel),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Xb(n,"x","y",r=>`${r.group}: ${this.yLabel} at ${r.x} = ${Xf(r.y)} [${Xf(r.lower)}, ${Xf(r.upper)}]`)})}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:_}`}};Pl.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Pl.styles=[Z,Ll,bT];customElements.define("fairness-band-chart",Pl);var Dl=class extends G{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Fe({width:400,height:250,marginLeft:44,marginBottom:60,style:Nl,x:{domain:this.groups,label:null,tickRotate:-20},y:Il(this.yLabel),marks:Jb(n,r=>`${r.group}: ${Xf(r.value)}`)})}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Dl.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Dl.styles=[Z,Ll,bT];customElements.define("fairness-score-bars",Dl);var yT=V`
  h3 .cls {
    font-weight: 400;
  }
`,Ol=class extends G{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(r=>r.value!==null);return n.length===0?null:Fe({width:380,height:240,marginLeft:96,marginBottom:72,style:Nl,x:{domain:(this.bars??[]).map(r=>r.group),label:null,tickRotate:-20},y:Il(this.valueName),marks:Jb(n,r=>`${r.group}: ${((r.value??0)*100).toFixed(1)}% (n = ${r.n})`)})}render(){if(this.cls===null||this.bars===null)return _;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:_}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Ol.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Ol.styles=[Z,Ll,yT];customElements.define("fairness-group-bars",Ol);var zl=class extends G{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Fe({width:380,height:240,marginLeft:44,marginBottom:34,style:Nl,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:Il("AR"),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Xb(n,"threshold","ar",r=>`${r.group}: AR@${r.threshold} = ${(r.ar*100).toFixed(1)}% [${(r.lower*100).toFixed(1)}, ${(r.upper*100).toFixed(1)}]`)})}render(){if(this.cls===null)return _;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:_}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};zl.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},zl.styles=[Z,Ll,yT];customElements.define("fairness-ar-chart",zl);var Zb="group_metrics",Qb=class extends hi{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(Zb,i,r),o=Al(s.groups,n),a=await this.api.disparity(Zb,{...i,grouping:er(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:tT(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=Ir(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return g`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>g`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:uT(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",Qb);var vT={kind:Zb,title:"per-group performance",render:(e,t)=>g`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var ey="detection_recall",ty=class extends hi{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(ey,i,r),o=Al(s.groups,n),a=await this.api.disparity(ey,{...i,grouping:er(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:nT(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:cT(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",ty);var xT={kind:ey,title:"detection recall",render:(e,t)=>g`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var wT="fdr",LP="q";function _T(e,t,n){ht(e,wT,t,n,"fdr")}function $T(e,t){return dn(t,"fdr",Te(e.get(wT)??e.get(LP)))}function Jf(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:pt(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function ST(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${Tn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var ny="Welch's t-test of the group's household hit rates against every other household's",kT="the group or the rest has fewer than 2 households, or no household differs",TT="Welch's t-test of the group's P@K against the other groups' queries",CT="the group or the rest has fewer than 2 queries, or every query scores alike";function MT(e,t){return ST(Er(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function RT(e,t){return ST(Er(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var ry="harmful";function iy(){return{type:ry,threshold:null}}function ET(e){let t=[];return e.type!==ry&&Ee(t,"type",e.type),Ee(t,"threshold",e.threshold),t}function AT(e,t){let n=Dt(e),r=iy(),i=n.get("type");i&&(r.type=i);let s=Te(n.get("threshold"));return Re(t,"threshold",s)&&(r.threshold=s),r}function Zf(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(ry);return r>=0?r:0}function Qf(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function PT(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function DT(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function LT(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var sy="rates",oy="labels";function NT(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function IT(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function OT(e){return{by:Nr(e,"by"),fdr:He(e,"fdr")}}function zT(e,t){let n=[];return ht(n,"by",e.by,t),_T(n,e.fdr,t),n}function BT(e,t){let n=Dt(e);return{by:_s(t,"by",n.get("by")),fdr:$T(n,t)}}function ed(e){return e.replace("_"," \xD7 ")}function FT(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function HT(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function VT(e){return{fdr:He(e,"fdr")}}function KT(e,t){let n=[];return _T(n,e.fdr,t),n}function qT(e,t){return{fdr:$T(Dt(e),t)}}function UT(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function jT(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var NP=V`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`,IP="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",pi=class extends G{constructor(n,r){super();this.codec=n;this.request=new $e;this.shell=new _t(this,[this.request]);this.downloads=new Rn(this,()=>this.api,()=>this.declaration);this.api=r??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,st(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},st(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==we&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&Hr(n.get("report"),this.report)||n.has("info")&&Vr(n.get("info"),this.info,this.report))&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Fr(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Lt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},Mn(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),Mn(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return g`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return g`<div class="body ${this.shell.loading?"stale":""}">
      ${r?g`<div class="summary"><span class="description">${r}</span></div>`:_}
      ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};pi.properties={...Br,selection:{state:!0},data:{state:!0}},pi.styles=[Z,We,Xe,Cs,ia,Kt,Nu,NP];var fs=class extends pi{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=Ti(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return _u(this.declaration,this.fdrText,IP,t=>this.onFdr(t))}};fs.properties={...pi.properties,fdrText:{state:!0}};function ay(e){return Hs(Tn(e))}function Uo(e,t){return g`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function ds(e,t,n=_){return g`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function hs(e,t,n,r){return g`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function ps(e,t){return g`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function td(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):_,l=o?o.cell.significant?"true":"false":_;return t===null?g`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:g`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(t)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${cs(t,n,r)}</span> <span class="n">n=${L(i)}</span>${o?g` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?g` ${ay(o.q)}`:_}`:_}
  </td>`}var GT="harmful_label_association",OP={defaults:iy,fromParams:AT,toParams:ET},ly=class extends pi{constructor(t){super(OP,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(GT,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[Zf(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:sy},{button:"download-labels",label:"Download labels CSV",table:oy}]}csvTables(t){let n=Qf(t.thresholds,this.selection.threshold),r=NT(t,n),i=IT(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:sy,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:oy,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?Zf(t,this.selection.type):0,i=t?.thresholds??[],s=Qf(i,this.selection.threshold);return g`<label class="field">
        <span class="name">Type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>g`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Threshold</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>g`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=Zf(t,this.selection.type),r=t.types[n],i=Qf(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=LT(t,i),a=PT(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=g`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${L(t.n)}</b> images · <b>${L(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${Uo(g`${ds(g`Hit rate of <span class="type">${r}</span> per group and threshold`,hs("hits","Hit rate per group and threshold",g`<th class="text">group</th>
              ${t.thresholds.map(u=>g`<th data-threshold=${u}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>g`<tr data-group=${u}>
                ${ps("group",u)}
                ${t.thresholds.map((f,d)=>td({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${ds(`Harmful labels at threshold ${s}`,o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:hs("labels","Harmful labels",g`<th class="text">label</th>
                  <th class="text">type</th>
                  ${t.groups.map(u=>g`<th data-group=${u} title=${u}>${u}</th>`)}
                  <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                  <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                  <th title=${`\u2605: the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`}>★</th>`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return g`<tr data-label=${n.label}>
      ${ps("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?g`<td class="state" data-group=${t.groups[i]}>undefined</td>`:g`<td data-group=${t.groups[i]} data-value=${String(r)} title=${DT(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${Ml(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":pt(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?g`<span aria-label="significant" title="significant">★</span>`:_}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",ly);var YT={kind:GT,title:"harmful-label-association",render:(e,t)=>g`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var uy="geodiversity",WT="groups",zP={defaults:OT,fromParams:BT,toParams:zT},cy=class extends fs{constructor(t){super(zP,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(uy,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:WT}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,uy,t.by];return[{button:"download",label:"Download CSV",table:WT,options:FT(t),rows:t.groups.length,file:n}]}groupings(){let t=Ir(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return g`<label class="field">
        <span class="name">Groups by</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>g`<option value=${t} ?selected=${t===this.selection.by}>${ed(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=Er(t,this.declaration);return g`<div class="summary" data-by=${t.by}>
        <span><b>${L(n)}</b> households in <b>${L(t.groups.length)}</b> groups of
          <b class="by">${ed(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${L(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Uo(ds("Household-averaged score per group",hs("geo","Score per group",g`<th class="text">group</th>
              <th>households</th>
              <th>images</th>
              <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
              <th title="The pooled image-level hit rate, for contrast">image_rate</th>
              <th data-col="p_value" title=${`p-value of ${ny}`}>p</th>
              <th data-col="significant" title=${`\u2605: ${Tn(r)}`}>★</th>`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),Ci("legend",MT(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),g`<fairness-score-bars
          .heading=${`Score by ${ed(t.by)}`}
          .bars=${HT(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=Jf(t.p_value?.[r],t.significant?.[r],ny,kT);return g`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${ps("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${L(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${L(t.images[r])}</td>
      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${cs(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?ay(i):_}</td>
    </tr>`}};customElements.define("fairness-geo-view",cy);var XT={kind:uy,title:"geodiversity",render:(e,t)=>g`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var ZT="retrieval_precision",JT="precision",BP={defaults:VT,fromParams:qT,toParams:KT},fy=class extends fs{constructor(t){super(BP,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(ZT,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:JT}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:JT,options:UT(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=Er(t,this.declaration),i=jT(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return g`<div class="summary">
        <span><b>${L(n)}</b> queries in <b>${L(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${Uo(ds("Mean Precision@K per group",hs("retrieval","Precision at K per group",g`<th class="text">group</th>
              <th>queries</th>
              ${t.ks.map(s=>g`<th data-k=${s}>P@${s}</th>`)}`,t.groups.map((s,o)=>g`<tr data-group=${s}>
                ${ps("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${L(t.queries[o])}</td>
                ${t.ks.map((a,l)=>td({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:Jf(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],TT,CT),q:r}))}
              </tr>`)),Ci("legend",RT(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),g`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",fy);var QT={kind:ZT,title:"same-attribute retrieval",render:(e,t)=>g`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Ar=[WS,Xk,vT,xT,YT,XT,QT];var FP=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Et="also:",jo="change",Go="desc";function nd(){return{a:null,b:null,also:[],sort:jo,dir:Go,search:"",verdict:null,brush:null}}function dy(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function hy(e){return vs.includes(e)}function HP(e){return FP.includes(e)||e.startsWith(Et)&&e.length>Et.length}var Se={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max"};function VP(e){return Ve+Zn+e}function nC(e){let t=[],n=(r,i)=>Ee(t,Zn+r,i);e.a&&(n(Se.aRun,e.a.run),n(Se.aStep,e.a.step)),e.b&&(n(Se.bRun,e.b.run),n(Se.bStep,e.b.step));for(let r of e.also)n(Se.also,r);return(e.sort!==jo||e.dir!==Go)&&(n(Se.sort,e.sort),n(Se.dir,e.dir)),n(Se.search,e.search),n(Se.verdict,e.verdict),e.brush&&(n(Se.aMin,e.brush.a[0]),n(Se.aMax,e.brush.a[1]),n(Se.bMin,e.brush.b[0]),n(Se.bMax,e.brush.b[1])),t}function rC(e){let t=[...e],n=Dt(t),r=d=>n.get(Zn+d),i=d=>{let h=r(d);return h===void 0||h===""?null:h},s=nd(),o=i(Se.aRun);o!==null&&(s.a={run:o,step:uu(r(Se.aStep))});let a=i(Se.bRun);a!==null&&(s.b={run:a,step:uu(r(Se.bStep))});let l=VP(Se.also);for(let[d,h]of t)d===l&&h!==""&&!s.also.includes(h)&&s.also.push(h);let u=r(Se.sort);if(u!==void 0&&HP(u)&&(!u.startsWith(Et)||s.also.includes(u.slice(Et.length)))){s.sort=u;let d=r(Se.dir);s.dir=d==="asc"||d==="desc"?d:dy(u)}s.search=r(Se.search)??"";let c=r(Se.verdict);hy(c)&&(s.verdict=c);let f=[Se.aMin,Se.aMax,Se.bMin,Se.bMax].map(d=>Te(r(d)));if(f.every(d=>d!==null)){let[d,h,p,m]=f;s.brush={a:[Math.min(d,h),Math.max(d,h)],b:[Math.min(p,m),Math.max(p,m)]}}return s}function iC(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function sC(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function oC(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function aC(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function py(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function rd(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function tr(e){return typeof e=="number"&&Number.isFinite(e)}function lC(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return tr(s)?s:null})}var KP={worsened:0,improved:1,unchanged:2,undetermined:3};function qP(e,t){if(t==="verdict")return e.columns.verdict.map(n=>KP[n]??null);if(t.startsWith(Et)){let n=t.slice(Et.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function uC(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=qP(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=tr(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function cC(e,t){return e.presence[t]==="both"&&tr(e.bias_a[t])&&tr(e.bias_b[t])}function fC(e,t,n){if(!cC(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function dC(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!fC(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function hC(e,t){let n=0;for(let r=0;r<e.rows;r++)fC(e.columns,r,t)&&n++;return n}function pC(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)cC(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function mC(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!tr(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function gC(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function UP(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function bC(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:UP(r)}}function At(e){return`${Number((e*100).toPrecision(3))}%`}function Pr(e){return Bl(e,ye(e))}function Ht(e,t,n=ye){return tr(e)&&tr(t)?`[${n(e)}, ${n(t)}]`:""}function nr(e){return tr(e)?ye(e):"\u2014"}function eC(e,t){let n=e.columns,r=n.key.indexOf(t.key),i=r<0?"":`, ${e.bias} ${nr(n.bias_a[r])} \u2192 ${nr(n.bias_b[r])}`,s=Ht(t.lower,t.upper);return`${t.key}${i} (${Pr(t.change)}${s?" "+s:""})`}function yC(e,t){let n=e.summary,i=[`B vs A: ${L(n.worsened)} ${n.worsened===1?t.one:t.many} worsened, ${L(n.improved)} improved, ${L(n.unchanged)} unchanged, ${L(n.undetermined)} undetermined (FDR ${At(e.fdr)}).`];return n.worsened>0&&n.largest_regression?i.push(`Largest regression: ${eC(e,n.largest_regression)}.`):n.worsened===0&&i.push("No regression."),n.improved>0&&n.largest_improvement&&i.push(`Largest improvement: ${eC(e,n.largest_improvement)}.`),i.join(" ")}function vC(e){return e.worsened>0?e.improved>0?"mixed":"worse":e.improved>0?"better":"same"}var xC={worse:"B is worse",better:"B is better",mixed:"Mixed",same:"No significant change"};function Yo(e,t){return tr(t)?e==="percent"?Ke(t):e==="count"?L(t):ye(t):"\u2014"}function tC(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function my(e){let t=e.change;if(!tr(t))return"\u2014";let n,r;return e.format==="percent"?(n=Bl(t,tC(t))+" pp",r=Ht(e.lower,e.upper,tC)):e.format==="count"?(n=Bl(t,L(t).replace(/^-/,"\u2212")),r=Ht(e.lower,e.upper,i=>L(i).replace(/^-/,"\u2212"))):(n=Pr(t),r=Ht(e.lower,e.upper)),r?`${n} ${r}`:n}function wC(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function Bl(e,t){return e>0?"+"+t:t}function Fl(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var _C="own-options",Hl=class extends G{constructor(){super(),this.declaration=null,this.inherited={},this.own={},this.skip=[]}set(t,n){let r={...this.own};n===""?delete r[t]:r[t]=n,this.dispatchEvent(new CustomEvent(_C,{detail:r,bubbles:!0,composed:!0}))}control(t){let n=this.declaration,r=this.own[t.name]??"",i=gk(n,t.name,this.inherited),s=i===""?"as the report decides":`as the report view: ${i}`,o=`${t.name}: ${t.help}${t.type==="str"?"":` (${hn(n,t.name)})`}. Empty: ${s}.`;if(t.type==="choice")return g`<select name=${"opt-"+t.name} class=${r?"own":""} title=${o} @change=${l=>this.set(t.name,l.target.value)}>
        <option value="" ?selected=${r===""}>${i||"default"} (report view)</option>
        ${(t.choices??[]).map(l=>g`<option value=${l} ?selected=${r===l}>${l}</option>`)}
      </select>`;let a=Vf(n,t.name,r);return g`<input
      name=${"opt-"+t.name}
      class=${[r?"own":"",a?"":"invalid"].join(" ").trim()}
      placeholder=${i||"default"}
      title=${o}
      .value=${r}
      @change=${l=>{let u=l.target.value.trim();Vf(n,t.name,u)?this.set(t.name,u):this.requestUpdate()}}
    />`}render(){let t=mk(this.declaration,this.skip);return t.length===0?_:g`${t.map(n=>g`<label class="field">
          <span class="name">${n.name.replace(/_/g," ")}</span>
          ${this.control(n)}
        </label>`)}
      ${Object.keys(this.own).length?g`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(_C,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:_}`}};Hl.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1}},Hl.styles=[Z,We,V`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",Hl);var rr=340,Dr=320,un={left:50,right:12,top:12,bottom:38},jP=5e3,$C=3,SC=8,gy=[["undetermined","--muted","#757575"],["unchanged","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function id(e){return Number(e.toPrecision(6))}var Vl=class extends G{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(gy.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=Fe({width:rr,height:Dr,marginLeft:un.left,marginRight:un.right,marginTop:un.top,marginBottom:un.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.bias} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[yb([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");if(this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales){let{x:c,y:f}=this.scales;this.px=Float32Array.from(n.x,d=>c.apply(d)),this.py=Float32Array.from(n.y,d=>f.apply(d)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(rr*s),i.height=Math.round(Dr*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>jP,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of gy){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let h=r.x.apply(n.x[d]),p=r.y.apply(n.y[d]);o.moveTo(h+l,p),o.arc(h,p,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?rr/r.width:1,s=r.height?Dr/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,un.left,rr-un.right),l(a,un.top,Dr-un.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=SC*SC,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<$C&&Math.abs(s-r.y0)<$C;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=id(o.x.invert(r.x0)),c=id(o.x.invert(i)),f=id(o.y.invert(r.y0)),d=id(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(rr-un.right,Math.max(un.left,i.x.apply(f))),o=f=>Math.min(Dr-un.bottom,Math.max(un.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return _;let r=n.index.indexOf(this.highlight);return r<0?_:g`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return _;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Ht(s.lower[i],s.upper[i]):"",u=this.px[r],c=this.py[r],f=u>rr/2,d=c>Dr/2,h=`${f?`right: ${rr-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Dr-c+8}px`:`top: ${c+8}px`}`;return g`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${h}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${nr(n.x[r])} → B ${nr(n.y[r])}</div>
        ${typeof a=="number"?g`<div>change ${Pr(a)}${l?` ${l}`:""}</div>`:_}
        <div class="v-${n.verdict[r]}">${n.verdict[r]}</div>
      </div>`}legend(){let n=this.points;if(!n)return _;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return g`<div class="legend">
      ${gy.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>g`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${i} (${L(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return _;let r=this.rect(),i=[n.oneSided?`${L(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${L(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?g`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?g`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:_}
            ${this.ring()} ${this.tip()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${L(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:_}
      </div>
    `}};Vl.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Vl.styles=[Z,V`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${rr}px;
        height: ${Dr}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${rr}px;
        height: ${Dr}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-unchanged,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${rr}px;
      }
    `];customElements.define("fairness-compare-scatter",Vl);var GP={value_a:84,value_b:84,bias_a:84,bias_b:84,change:196,verdict:112,rank_a:76,rank_b:76,movement:100},YP=100,kC=200;function WP(e,t){switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${At(t)}).`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${At(t)}).`;case"unchanged":return`Unchanged: the change of the bias is not significant at FDR ${At(t)}.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Kl=class extends G{constructor(){super();this.grid="";this.renderRow=n=>{let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n];return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""} ${s===this.openKey?"open":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${l=>Yk(this,{key:s,opener:l.currentTarget})}
        >${s}</button>
        ${o==="both"?_:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])} ${this.biasCell("bias_a",n)}
      ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${WP(a,this.names.fdr)}>
        <span class="verdict-badge v-${a}">${a}</span>
      </div>
      ${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}
      ${r.extras.map(l=>this.cell(`${Et}${l.run}`,n,l.values?.[n]))}
    </div>`};this.table=null,this.rows=[],this.sort=jo,this.dir=Go,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null}columns(){let{value:n,bias:r,a:i,b:s,noun:o,level:a,fdr:l}=this.names,u=this.table,c=At(a);return[{key:"key",name:o,sub:"",title:`key: the ${o} (the row)`,text:!0},{key:"value_a",name:`${n} A`,sub:i,title:`value_a: ${n} in report A (${i}), signed`},{key:"value_b",name:`${n} B`,sub:s,title:`value_b: ${n} in report B (${s}), signed`},{key:"bias_a",name:`${r} A`,sub:i,title:`bias_a: the size of the bias (${r}) in report A (${i}), lower is better`},{key:"bias_b",name:`${r} B`,sub:s,title:`bias_b: the size of the bias (${r}) in report B (${s}), lower is better`},{key:"change",name:"change",sub:`B \u2212 A [${c} interval]`,title:`change: bias_b \u2212 bias_a, with its ${c} interval [lower, upper] (positive: the bias grew)`},{key:"verdict",name:"verdict",sub:`FDR ${At(l)}`,title:"verdict: worsened, improved, unchanged or undetermined"},{key:"rank_a",name:"rank A",sub:"1 = largest",title:`rank_a: the row's rank by ${r} in A (1: the largest bias)`},{key:"rank_b",name:"rank B",sub:"1 = largest",title:`rank_b: the row's rank by ${r} in B (1: the largest bias)`},{key:"movement",name:"movement",sub:"rank A \u2212 rank B",title:"movement: rank_a \u2212 rank_b, positive when the row rose in B"},...(u?.extras??[]).map(f=>({key:`${Et}${f.run}`,name:f.run,sub:`${r}, latest step`,title:`${r} in the latest report of run ${f.run}`}))]}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Et.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=L(i):n==="movement"?o=Bl(i,L(i).replace(/^-/,"\u2212")):o=ye(i),g`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=Ht(i[`lower_${s}`][r],i[`upper_${s}`][r]),l=`${this.names.bias} in ${s.toUpperCase()}: ${o}${a?`, ${At(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeCell(n,r){let i=this.table.columns,s=i.change[n];if(typeof s!="number"||!Number.isFinite(s))return this.missing("change",n);let o=Ht(i.lower[n],i.upper[n]),a=i.p_value[n],l=[`change ${s}`,o?`${At(this.names.level)} interval ${o}`:"no interval",typeof a=="number"?`p = ${pt(a)}`:""].filter(Boolean).join(", ");return g`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??_}
      data-upper=${i.upper[n]??_}
      title=${l}
    >
      ${Pr(s)} ${o?g`<span class="ci">${o}</span>`:_}
    </div>`}willUpdate(n){n.has("table")&&(this.scrollTop=0)}updated(n){n.has("openKey")&&n.get("openKey")!==void 0&&this.renderRoot.querySelector("lit-virtualizer")?.requestUpdate()}render(){if(!this.table)return _;let r=this.columns(),i=r.slice(1).map(a=>a.key.startsWith(Et)?YP:GP[a.key]),s=kC+i.reduce((a,l)=>a+l,0),o=`grid-template-columns: minmax(${kC}px, 1fr) ${i.map(a=>`${a}px`).join(" ")}; min-width: ${s}px`;return this.grid=o,Fs(this,{columns:r,defaultDir:dy,renderRow:this.renderRow,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${s}px`,headStyle:o})}};Kl.properties={...qr,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1}},Kl.styles=[Z,...Vs,V`
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.change .ci {
        color: var(--muted, #757575);
        font-size: 11px;
      }
      .cell.verdict {
        cursor: help;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",Kl);var TC="",XP=5,CC="";function MC(e){return`${e.run} \xB7 step ${e.step}`}var ql=class extends G{constructor(){super();this.request=new $e;this.extraRequest=new $e;this.csvRequest=new $e;this.csvPending=!1;this.csvError=null;this.shell=new _t(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.drillOpener=null;this.focusDrill=!1;this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=nd(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.drill=null}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=py(n,u),f=r??{run:c.run,step:aC(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=py(f,d),p=await s.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:o},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==we&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},f);return{run:d,values:lC(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:It(p)}}})));c!==we&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,st(this,[...nC(n),..._l(this.own,Zn,this.declaration)])}get usedOptions(){return di(this.options,this.own)}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=sC(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=oC(i,r);l!==null&&(s={run:l,step:null})}let o=rd(n.also,r,i,s),a=!n.sort.startsWith(Et)||o.includes(n.sort.slice(Et.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:jo,dir:a?n.dir:Go}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=rd(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:iC(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=rd(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:gC(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.drill=n.detail.key}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.drill=null,this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(nd())),this.load()}retry(){this.stepsCache.clear(),this.load()}async downloadCsv(){let n=this.data;if(!n)return;let r=Lt(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]),i={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:this.usedOptions};this.csvPending=!0,this.csvError=null,this.requestUpdate();let s;try{s=await this.csvRequest.run(o=>this.api.diffCsv(i,o))}catch(o){this.csvPending=!1,this.csvError=It(o),this.requestUpdate();return}s!==we&&(this.csvPending=!1,this.requestUpdate(),Ms(s,r))}disconnectedCallback(){super.disconnectedCallback(),this.csvRequest.cancel(),this.csvPending=!1}willUpdate(n){if(!this.hasUpdated)this.own=Ko(this.params,Zn,this.declaration),this.setSel(this.fit(rC(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let f=this.sel,d=Ko(_l(this.own,Zn,this.declaration),Zn,this.declaration);if(JSON.stringify(d)!==JSON.stringify(this.own)&&(this.own=d),n.has("tag")){this.stepsCache.clear();let h=this.runs.length<2;this.drill=null,this.sel={...f,a:f.a&&this.runs.includes(f.a.run)?{run:f.a.run,step:null}:null,b:!h&&f.b&&this.runs.includes(f.b.run)?{run:f.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;(n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?pC(r.columns):null,this.moved=r?mC(r.columns,XP):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=bC(this.declaration,r));let i=this.sel,s=n.has("sel")?n.get("sel"):i;(!s||s.search!==i.search)&&(this.search=$s(i.search));let o=this.table;if(!o){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let a=n.has("data")||n.has("extras")||this.order===null,l=!s||s.sort!==i.sort||s.dir!==i.dir;(a||l)&&(this.order=uC(o,i.sort,i.dir));let u=!s||s.brush!==i.brush,c=!s||s.search!==i.search||s.verdict!==i.verdict;(a||l||u||c)&&(this.visible=dC(o,this.order,{search:this.search.regex,brush:i.brush,verdict:i.verdict}),this.visibleList=Array.from(this.visible)),(a||u)&&(this.brushed=i.brush?hC(o,i.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
      <legend>Report ${n==="a"?"A":"B"}</legend>
      <label class="field">
        <span class="name">Run</span>
        <select
          name=${`${n}_run`}
          .disabled=${!r}
          @change=${o=>this.onSide(n,{run:o.target.value})}
        >
          ${this.runs.map(o=>g`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name=${`${n}_step`}
          .disabled=${!r}
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===TC?null:Number(a)})}}
        >
          <option .value=${TC} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${Or(o.wall_time)}
              </option>`)}
        </select>
      </label>
    </fieldset>`}renderControls(){let n=this.sel,r=this.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return g`<div class="controls">
      ${this.renderSide("a")}
      <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>this.swap()}>⇄</button>
      ${this.renderSide("b")}
      <label class="field">
        <span class="name">Search keys (regex)</span>
        <input
          class="search ${this.search.error?"invalid":""}"
          name="search"
          type="search"
          placeholder="e.g. ^nurse$"
          .value=${n.search}
          @input=${i=>{this.highlight=null,this.patch({search:i.target.value})}}
        />
      </label>
      ${r.length?g`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${r.map(i=>g`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${i}
                    .checked=${n.also.includes(i)}
                    @change=${s=>this.onAlso(i,s.target.checked)}
                  />${i}</label
                >`)}
            </div>
          </div>`:_}
      ${this.renderVerdictFilter()}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null&&!this.csvPending,()=>{this.downloadCsv()},this.data?`All ${L(this.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:_}
      ${this.csvError!==null?g`<div class="download-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:_}
    </div>`}renderVerdictFilter(){let n=this.data?.summary,r=this.sel.verdict;return g`<label class="field">
      <span class="name">Verdict</span>
      <select
        name="verdict"
        .disabled=${!this.data}
        @change=${i=>{let s=i.target.value;this.onVerdict(hy(s)?s:null)}}
      >
        <option .value=${CC} .selected=${r===null}>all</option>
        ${vs.map(i=>g`<option .value=${i} .selected=${r===i}>${i}${n?` (${L(n[i])})`:""}</option>`)}
      </select>
    </label>`}renderVerdictSummary(n){let r=n.summary,i=vC(r);return g`<div
      class="verdict-summary ${this.shell.loading?"stale":""}"
      data-overall=${i}
      data-worsened=${r.worsened}
      data-improved=${r.improved}
      data-unchanged=${r.unchanged}
      data-undetermined=${r.undetermined}
    >
      <span
        class="verdict-badge overall o-${i}"
        title=${`From the ${this.noun.many}' verdicts: Benjamini-Hochberg at FDR ${At(n.fdr)} on the change of ${n.bias}`}
        >${xC[i]}</span
      >
      <span class="sentence">${yC(n,this.noun)}</span>
    </div>`}renderHeadlines(n){return n.headlines.length===0?_:g`<div class="headlines ${this.shell.loading?"stale":""}">${n.headlines.map(r=>this.renderHeadline(r,n.level))}</div>`}renderHeadline(n,r){let i=c=>Yo(n.format,c),s=n.a_interval?Ht(n.a_interval[0],n.a_interval[1],i):"",o=n.b_interval?Ht(n.b_interval[0],n.b_interval[1],i):"",a=n.better==="lower"?"lower is better":n.better==="higher"?"higher is better":"neither way is better",l=[`${n.title} (${n.name}), ${a}${n.explanation?`: ${n.explanation}`:""}`,`A: ${Yo(n.format,n.a)}${s?` ${s}`:""}`,`B: ${Yo(n.format,n.b)}${o?` ${o}`:""}`,`change B \u2212 A: ${my(n)} (${At(r)} interval)`].join(`
`),u=n.verdict;return g`<div class="headline" data-name=${n.name} data-verdict=${u??"none"} title=${l}>
      <span class="title">${n.title}</span>
      <span class="ab"
        ><span class="a" data-v=${n.a??_}>${Yo(n.format,n.a)}</span> →
        <span class="b" data-v=${n.b??_}>${Yo(n.format,n.b)}</span></span
      >
      <span class="foot">
        <span class="change" data-v=${n.change??_}>${my(n)}</span>
        ${u!==null?g`<span class="verdict-badge v-${u}" data-verdict=${u}>${u}</span>`:_}
      </span>
    </div>`}renderSummary(n){let r=wC(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=n.summary,a=[...this.extraErrors].map(([l,u])=>`${l}: ${u}`);return g`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${n.rows}
      data-a-run=${n.a.run}
      data-a-step=${n.a.step}
      data-b-run=${n.b.run}
      data-b-step=${n.b.step}
      data-verdict=${s.verdict??CC}
      data-extras=${this.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
    >
      <span class="what"
        >Comparing <b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}), of the
        ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:_}</span
      >
      <span
        >A = <b>${MC(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>Fl(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${MC(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>Fl(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:_}
      <span class="counts"
        ><b>${L(n.rows)}</b> ${n.rows===1?this.noun.one:this.noun.many} · ${L(o.only_in_a)} only in A ·
        ${L(o.only_in_b)} only in B</span
      >
      <span class="muted">${At(n.level)} intervals; verdicts at FDR ${At(n.fdr)} (Benjamini-Hochberg)</span>
      ${Rs(this.visible.length,n.rows,"rows",s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${L(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${a.length?g`<span class="warn">Could not load: ${a.join("; ")}</span>`:_}
    </div>`}renderMovers(n,r,i,s){return g`<div class="movers" data-movers=${n}>
      <h3>
        <span class="v-${n}">${n==="worsened"?"Worsened":"Improved"}</span>
        <span class="muted">${L(i)}</span>
        ${i>r.length?g`<button class="text" name=${`show-${n}`} @click=${()=>this.onVerdict(n)}>show all</button>`:_}
      </h3>
      ${r.length?g`<ol>
            ${r.map(a=>{let l=Ht(a.lower,a.upper);return g`<li>
                <button
                  data-row=${a.row}
                  title=${`Show ${a.key} in the table: ${s} ${nr(a.biasA)} \u2192 ${nr(a.biasB)}, change ${Pr(a.change)} ${l}`}
                  @click=${()=>this.focusRow(a.row)}
                >
                  <span class="k">${a.key}</span><span class="num ab">${nr(a.biasA)} → ${nr(a.biasB)}</span
                  ><span class="num ch v-${n}" data-v=${a.change}>${Pr(a.change)} ${l}</span>
                </button>
              </li>`})}
          </ol>`:g`<div class="muted">None.</div>`}
    </div>`}renderDrill(n){return this.drill===null?_:g`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel;return this.runs.length===0?g`<div class="message">No run holds a report under this tag.</div>`:g`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${r=>this.setOwn(r.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(this.table&&this.data,r=>g`${this.renderVerdictSummary(r)} ${this.renderHeadlines(r)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .names=${{value:r.value,bias:r.bias,a:`${r.a.run} @ ${r.a.step}`,b:`${r.b.run} @ ${r.b.step}`,noun:this.noun.one,level:r.level,fdr:r.fdr}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
                @row-open=${i=>this.openDrill(i)}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${r.bias}
                  .columns=${r.columns}
                  @brush-change=${i=>this.onBrush(i.detail)}
                  @point-click=${i=>this.focusRow(i.detail)}
                ></fairness-compare-scatter>
                ${this.renderMovers("worsened",this.moved.worsened,r.summary.worsened,r.bias)}
                ${this.renderMovers("improved",this.moved.improved,r.summary.improved,r.bias)}
              </div>
            </div>
            ${this.renderDrill(r)}`,"Comparing the reports\u2026")}
    `}};ql.properties={...wu,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},drill:{state:!0},revision:{attribute:!1}},ql.styles=[Z,We,Xe,$i,Si,Kt,V`
      fairness-mode-options.mode-options {
        margin: 2px 0 6px;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: 8px 14px;
      }
      fieldset.side {
        display: flex;
        gap: 8px;
        align-items: flex-end;
        margin: 0;
        padding: 2px 8px 6px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
      }
      fieldset.side legend {
        font-size: 11px;
        font-weight: 500;
        padding: 0 4px;
      }
      button.swap {
        height: 26px;
        margin-bottom: 6px;
        border: 1px solid var(--input-border, #c6c6c6);
        border-radius: 3px;
        background: var(--input-bg, #fff);
        cursor: pointer;
      }
      button.swap:hover {
        background: var(--hover-bg, #fff3e0);
      }
      input.search {
        width: 200px;
      }
      .also {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        align-items: center;
        min-height: 26px;
      }
      .also label {
        display: flex;
        gap: 3px;
        align-items: center;
        white-space: nowrap;
      }
      .also input {
        height: auto;
      }
      .summary .what {
        flex-basis: 100%;
      }
      button.text {
        border: 0;
        background: none;
        padding: 0;
        color: var(--accent, #f57c00);
        cursor: pointer;
        text-decoration: underline;
      }
      .chip {
        display: inline-flex;
        gap: 6px;
        align-items: baseline;
        padding: 1px 8px;
        border-radius: 10px;
        background: var(--hover-bg, #fff3e0);
        border: 1px solid var(--accent, #f57c00);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-unchanged,
      .v-undetermined,
      .v-none {
        color: var(--muted, #757575);
      }
      .verdict-badge {
        display: inline-block;
        flex: none;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        white-space: nowrap;
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
      .verdict-summary {
        display: flex;
        gap: 8px;
        align-items: baseline;
        font-size: 14px;
        line-height: 1.45;
      }
      .verdict-summary .overall {
        font-size: 12px;
        line-height: 18px;
      }
      .overall.o-worse {
        color: var(--bad, #c62828);
      }
      .overall.o-better {
        color: var(--good, #2e7d32);
      }
      .overall.o-mixed,
      .overall.o-same {
        color: var(--muted, #757575);
      }
      .overall.o-worse,
      .overall.o-better {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
      .headlines {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      .headline {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 170px;
        max-width: 260px;
        padding: 6px 10px;
        border: 1px solid var(--border, #e0e0e0);
        border-left-width: 3px;
        border-radius: 3px;
        background: var(--surface, transparent);
      }
      .headline[data-verdict='worsened'] {
        border-left-color: var(--bad, #c62828);
      }
      .headline[data-verdict='improved'] {
        border-left-color: var(--good, #2e7d32);
      }
      .headline .title {
        font-size: 11px;
        color: var(--muted, #757575);
      }
      .headline .ab {
        color: var(--fg, #212121);
        font-size: 15px;
        font-variant-numeric: tabular-nums;
      }
      .headline .foot {
        display: flex;
        gap: 8px;
        align-items: baseline;
        justify-content: space-between;
        color: var(--fg, #212121);
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .download-error {
        flex-basis: 100%;
        color: var(--error, #c62828);
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      fairness-compare-table {
        flex: 1;
        min-width: 0;
      }
      .side-panel {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 14px;
        overflow-y: auto;
      }
      .movers h3 {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      .movers ol {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .movers li button {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto auto;
        width: 100%;
        gap: 8px;
        align-items: baseline;
        border: 0;
        background: none;
        padding: 2px 4px;
        cursor: pointer;
        text-align: left;
      }
      .movers li button:hover {
        background: var(--hover-bg, #fff3e0);
      }
      .movers .k {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .movers .ab {
        color: var(--muted, #757575);
      }
      .warn {
        color: var(--error, #c62828);
      }
      fairness-row-drilldown.drawer {
        position: fixed;
        top: 0;
        right: 0;
        bottom: 0;
        z-index: 5;
        width: min(500px, 92vw);
        overflow-y: auto;
        border-radius: 0;
        box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-compare-table {
          min-height: 360px;
        }
        .side-panel {
          width: auto;
          overflow: visible;
        }
      }
    `];customElements.define("fairness-compare",ql);var by=360,RC=760,EC=240,JP=14,ZP=V`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;function QP(e){let t=Math.floor((e-28)/2);return t>=by?Math.min(t,RC):Math.max(by,Math.min(e,RC))}var Ul=class extends G{constructor(){super();this.request=new $e;this.shell=new _t(this,[this.request]);this.drawn=[];this.chartWidth=by;this.resize=new ResizeObserver(()=>{let n=QP(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Lb(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),Qn().addEventListener(us,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),Qn().removeEventListener(us,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return Pt(this.declaration,ln)!==null}levelText(n){let r=Ib(n.level,di(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return Ok(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=Dk(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==we&&(this.data=s,this.shell.ready())}change(n){this.selection=n,st(this,Nb(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=Mk(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),st(this,Nb(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=qk(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=$l(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=ls(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=kl(i);return Bk(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=this.headline(n.name),a=Ib(this.data?.level,di(this.options,this.selection.own),this.declaration),l=a===null?"":`${Math.round(a*100)}% `,u=s.map(T=>T.step),c=Math.min(...u),f=Math.max(...u);this.step!==null&&this.step>=c-(f-c)&&this.step<=f+(f-c)&&(c=Math.min(c,this.step),f=Math.max(f,this.step));let d=[...new Set(this.step!==null&&this.step>=c&&this.step<=f?[...u,this.step]:u)].sort((T,z)=>T-z);c===f&&(c-=1,f+=1);let h=s.filter(T=>T.run===this.run),p=s.filter(T=>T.run!==this.run),m=T=>`${T.run}, step ${T.step}: ${Sl(T.value,o.format)}`,y=T=>T.lower!==null&&T.upper!==null?`
${l}interval: [${Sl(T.lower,o.format)}, ${Sl(T.upper,o.format)}]`:"",b=T=>`run ${T.run}
step ${T.step} (${Or(T.wall_time)})
${o.title}: ${Sl(T.value,o.format)}${y(T)}
click: open this report`,v=s.filter(T=>T.lower!==null&&T.upper!==null),$=r.filter(T=>v.some(z=>z.run===T)),x={label:null,grid:!0,nice:!0},k=Ik(s,o.format);k!==null&&(x.domain=k),o.format==="percent"&&k!==null&&(x.tickFormat=Nk(k[0],k[1])),o.format==="count"&&(x.zero=!0,x.tickFormat="d");let w=Fe({width:this.chartWidth,height:EC,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[c,f],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:d.length<=10?d:6,tickFormat:"~s"},y:{...x,inset:6},color:{domain:r,range:i},marks:[this.step!==null?ft([this.step],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,as(v,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.12,clip:!0}),...$.map((T,z)=>ft(v.filter(B=>B.run===T),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(z-($.length-1)/2)*3})),ui(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),ui(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),Rr([...p,...h],{x:"step",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4,ariaLabel:m,title:b,tip:!0})]});w.setAttribute("data-name",n.name);let S=[...p,...h],C=new Map(S.map(T=>[m(T),T]));for(let T of w.querySelectorAll('g[aria-label="dot"] circle')){let z=C.get(T.getAttribute("aria-label")??"");z&&(T.setAttribute("data-run",z.run),T.setAttribute("data-step",String(z.step)),T.setAttribute("data-value",String(z.value)),z.lower!==null&&T.setAttribute("data-lower",String(z.lower)),z.upper!==null&&T.setAttribute("data-upper",String(z.upper)))}let R=w.scale("x"),P=w.scale("y"),E=S.map(T=>({x:Number(R?.apply(T.step)),y:Number(P?.apply(T.value))}));return w.addEventListener("click",T=>this.onChartClick(T,w,S,E)),w.addEventListener("pointermove",T=>{let z=this.pick(T,w,E);w.classList.toggle("over-point",z!==null)}),{chart:{...n,dots:S},svg:w,pixels:E}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=Number(r.getAttribute("width")??s.width)/s.width,a=EC/s.height;return Vk(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,JP*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];Fl(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=Rk(this.selection,this.runs,n,r);i.checked=ls(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=jf(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:ls(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Ms(Kk(n,r),Lt(i))}renderRuns(){let n=ls(this.selection,this.runs),r=kl(this.runs),i=a=>r[this.runs.indexOf(a)]??"var(--muted)",s=Ek(this.runs,this.runFilter),o=Pk(this.runs,this.run).filter(a=>s.runs.includes(a));return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard"}
          .value=${this.runFilter}
          @input=${a=>this.runFilter=a.target.value}
        />
        ${this.runFilter&&!s.error?g`<button
                class="primary small"
                name="only-matching"
                ?disabled=${s.runs.length===0}
                title="Draw exactly the runs the filter lists"
                @click=${()=>this.change(Ak(this.selection,this.runs,s.runs))}
              >
                Draw these ${s.runs.length}
              </button>`:_}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(a=>g`<label class=${a===this.run?"current":""} title=${a===this.run?`${a} (the report on screen)`:a}>
            <input
              type="checkbox"
              name="run"
              .value=${a}
              .checked=${n.includes(a)}
              ?disabled=${n.length===1&&n.includes(a)}
              data-run=${a}
              @change=${l=>{let u=l.target;this.onToggle(a,u.checked,u)}}
            />
            <span class="swatch" style="background: ${i(a)}"></span>
            <span class="run-name">${a}</span>
          </label>`)}
        ${o.length===0?g`<span class="muted">no run matches</span>`:_}
        ${this.selection.runs!==null?g`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:_}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return _;let n=jf(this.thresholdText,this.declaration)===null;return g`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${qt(this.declaration,ln).min??_}
        max=${qt(this.declaration,ln).max??_}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?En(this.declaration,ln):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${Hk(i)}.
          </div>`:_}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:ls(this.selection,this.runs),i=Lk(di(this.options,this.selection.own)),s=n!==null&&n.series.every(o=>o.points.length===0);return g`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()}
          <fairness-mode-options
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[ln]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>g`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?g`options: <span class="options">${i}</span>`:g`the default options`}
                ${this.hasGapThreshold?g` · gap threshold ${this.selection.gapThreshold}`:_}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bars: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")}. A worst or largest value is picked out of many
                rows, so its bar holds for every row at once (conservative; docs/statistics.md).</span
              >
            </div>
            ${s?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${Fk(o,r)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:_}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};Ul.properties={...wu,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Ul.styles=[Z,We,Xe,Cs,Kt,ZP];customElements.define("fairness-trend",Ul);var AC="",jl=class extends G{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):_}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===AC?null:Number(s)})}}
        >
          <option .value=${AC} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${Or(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};jl.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},jl.styles=[Z,We,V`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",jl);var e9=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for geodiversity."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows); unchanged when it is not; undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."}];function t9(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function PC(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,t9(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":hn(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:e9}),t}var Gl=class extends G{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return g`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():_}`}renderPanel(){return g`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${PC(this.declaration).map(n=>g`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>g`<dt>${r.term}${r.code?g`<code>${r.code}</code>`:_}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};Gl.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},Gl.styles=[Z,V`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",Gl);var ms=class extends G{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new $e;this.kindsRequest=new $e;this.stepsRequest=new $e;this.refreshRequest=new $e;this.stopRefresh=null;this.onTheme=()=>{this.theme=Qn().theme};this.api=n??new Vt;let r=s0();this.ref=Qy(r);let i=fk(e0(r),Ve);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=Qn();this.theme=n.theme,n.addEventListener(Gf,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),Qn().removeEventListener(Gf,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(It(o));return}if(n===we||r===we)return;this.kinds=r,this.tags=n;let i=Ar.map(o=>o.kind);this.runs=bd(n.runs,i),this.unknownKinds=yd(n.runs,i);let s=cu(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(It(a));return}if(s===we)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(h=>this.api.tags(h))}catch{return}let r=this.tags;if(n===we||r===null||Sk(r.runs,n.runs))return;let i=Uf(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=Ar.map(h=>h.kind),o=bd(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=yd(n.runs,s);let a=cu(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=kk(l.step,i,Uf(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==Uf(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?t0(this.tags.runs,n):null}declaration(n){return Yy(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[Ve+Eb,this.mode]];o0(Ve,[...Zy(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=cu(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Ar.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Ar.map(i=>g`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(o,a,l)=>g`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?pk(this.tags.runs,Ar.map(o=>o.kind)):[],s=this.resolved?this.kindOfRef(this.resolved):null;return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?_:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>g`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?hk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=dk(this.viewState,Ve,Wy(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=fu(Ar,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?Db(this.tags.runs,n.tag):""}
      ></fairness-compare>`:g`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?Db(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=fu(Ar,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${fu(Ar,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:_}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:_}
      ${this.shellStatus==="error"?this.renderError():_}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():_}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};ms.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},ms.styles=[S0,Z,Xe,We,V`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",ms);function Nj(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new ms)}export{Nj as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/directive-helpers.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
